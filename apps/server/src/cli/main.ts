// `npm run admin -- <command>`: operator tools against the same DATABASE_URL as the server (cli/run.ts), with
// this process's arguments, environment, standard input and output.
import { runAdminCli } from './run';

process.exitCode = await runAdminCli(process.argv.slice(2), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
