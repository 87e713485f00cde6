export * from './states.js';
export * from './districts.js';
export * from './castes.js';
export * from './body.js';
export * from './choices.js';
export * from './ranges.js';
export * from './community.js';
