/** What a biodata PDF shows, already in the member's language: the renderer only lays it out. */
export interface BiodataDocument {
  language: 'en' | 'hi' | 'mr';
  /** Optional invocation line at the top, e.g. '॥ श्री गणेशाय नमः ॥' */
  invocation?: string;
  /** e.g. 'बायोडाटा' / 'Biodata' */
  title: string;
  /** The member's name, shown large under the title. */
  name: string;
  /** JPEG or PNG bytes of the profile photo (any size: the renderer resizes it so the file stays small). */
  photo?: Buffer;
  /** In the traditional order: personal, horoscope, family and community, education and occupation, address, contacts, expectations. Empty sections are left out by the caller. */
  sections: { title: string; rows: { label: string; value: string }[] }[];
  /** A small line at the bottom (site name and profile number). */
  footer?: string;
}
