// The production server: `node apps/server/dist/main.js`. `npm start` runs the sandbox instead (apps/sandbox), this
// server with the demo content and the simulators beside it, outside production.
import { loadConfig } from './platform/config/config';
import { serve } from './serve';

await serve(loadConfig());
