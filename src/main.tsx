import { bootstrap } from './app/bootstrap';
import { nextTask } from './lib/nextTask';

// After the task that evaluated the app's modules (ADR 0008 › Start-up in short tasks).
void nextTask().then(bootstrap);
