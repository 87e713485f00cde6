/**
 * What a family eats at home, as matrimony forms ask it. Stored as the key, shown translated
 * (profile:choices.diet); partner preferences read the same list.
 */
export const DIETS = ['vegetarian', 'eggetarian', 'non-vegetarian', 'vegan'] as const;
/** Married brothers or sisters, as a biodata counts them. */
export const SIBLINGS_MAX = 20;
/**
 * The highest education completed, lowest first: the profile states one beside SPEC's free-text
 * education, and a partner preference asks for at least one of them. Stored as the key, shown
 * translated (profile:choices.educationLevel).
 */
export const EDUCATION_LEVELS = ['secondary', 'higher-secondary', 'diploma', 'graduate', 'postgraduate', 'doctorate'] as const;
