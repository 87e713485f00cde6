// The app's first script on its pages, and a small one: on a signed-in member's home (when the
// home is not its static first view, static-home/) it starts the reads the page needs while the
// app's code downloads (home-reads.ts).
import { paths } from '../lib/paths.js';
import { readString, STORAGE_KEYS } from '../lib/storage.js';
import { readHome } from './home-reads.js';

const token = readString(STORAGE_KEYS.token);
if (token && location.pathname === paths.home) readHome(token);
