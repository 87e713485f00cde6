import { afterEach } from 'vitest';
import { endOfTest } from './browser-errors.js';

// The browser project's set-up file: Vitest runs it before each spec file, also where the files of
// a worker share their loaded modules (isolate: false), so every file's tests get this hook.
afterEach(endOfTest);
