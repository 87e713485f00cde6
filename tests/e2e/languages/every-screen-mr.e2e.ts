import { describeEveryScreen } from './every-screen.js';

describeEveryScreen('mr');
