// What `npm start` runs outside production: the server with the sandbox beside it (sandbox.ts).
import { serve } from '../../server/src/serve';
import { loadSandboxConfig } from './config';
import { sandbox } from './sandbox';

const config = loadSandboxConfig();
await serve(config, sandbox(config));
