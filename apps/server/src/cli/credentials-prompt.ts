import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** Where the credentials are read: standard input (a terminal has isTTY and raw mode), and where the questions go. */
export interface PromptIo {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stderr: { write(text: string): unknown };
}

export interface TypedCredentials {
  password: string;
  code: string;
}

/**
 * An operator's password and authenticator code: asked at the terminal (the password not shown), or, when
 * standard input is not a terminal (a script), its first two lines. Never from the command line or the
 * environment, where other users of the machine and the shell's history could read them.
 */
export async function readCredentials(name: string, io: PromptIo): Promise<TypedCredentials> {
  if (!io.stdin.isTTY) {
    const [password = '', code = ''] = await firstLines(io.stdin, 2);
    return { password, code };
  }
  const password = await ask(io, `password of ${name}: `, false);
  const code = await ask(io, 'code of the authenticator app: ', true);
  return { password, code };
}

async function firstLines(input: Readable, count: number): Promise<string[]> {
  const lines: string[] = [];
  const reader = createInterface({ input, terminal: false });
  for await (const line of reader) {
    lines.push(line);
    if (lines.length === count) break;
  }
  reader.close();
  return lines;
}

/** One line typed at the terminal, shown as typed or not at all; Ctrl-C gives up. */
function ask({ stdin, stderr }: PromptIo, question: string, echo: boolean): Promise<string> {
  stderr.write(question);
  stdin.setRawMode?.(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let typed = '';
  return new Promise((resolve, reject) => {
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n' || key === '\u0004') {
          finish();
          resolve(typed);
          return;
        }
        if (key === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (key === '\u007f' || key === '\b') {
          if (typed !== '' && echo) stderr.write('\b \b');
          typed = typed.slice(0, -1);
        } else if (key >= ' ') {
          typed += key;
          if (echo) stderr.write(key);
        }
      }
    };
    stdin.on('data', onData);
  });
}
