/**
 * Sign-ins as other features record and read them: registration and a payment's return record
 * one, the data download lists them, the sweep forgets old ones. The SQL stays in repository.ts.
 */
export { allAccess, deleteAccessBefore, openSessions, recordAccess } from './repository.js';
