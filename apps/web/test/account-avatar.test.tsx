import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '../src/features/account/account-page';
import { session } from '../src/shared/session';
import { member, renderScreen } from './support/account-fixtures';
import { fakeApi, ok } from './support/fake-api';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/**
 * The upload goes through XMLHttpRequest (for its progress): a fake one at the edge, recording what was
 * sent; the test reports progress and answers when it wants.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 });
  }
  answer(body: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');
const avatarImage = () => screen.getByTestId('account-avatar').querySelector('img');

describe('the avatar upload of /account (gif or png, SPEC §5)', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  async function openAccount() {
    // The player may pick any file ("all files" in the chooser): the accept filter is only a hint.
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    fakeApi({ '/api/user': ok(member()) });
    renderScreen('/account', <AccountPage />, '/account');
    await screen.findByTestId('account-username');
    const input = fileInput();
    if (!input) throw new Error('no file input');
    return { user, input };
  }

  it('offers png and gif in the chooser', async () => {
    const { input } = await openAccount();
    expect(input).toHaveAttribute('accept', 'image/png,image/gif');
  });

  it('refuses a jpg before sending anything, with 头像只能是gif或png图片', async () => {
    const { user, input } = await openAccount();
    await user.upload(input, new File([JPEG], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('头像只能是gif或png图片')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a jpg renamed .png (the first bytes tell)', async () => {
    const { user, input } = await openAccount();
    await user.upload(input, new File([JPEG], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('头像只能是gif或png图片')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a png declared as another type', async () => {
    const { user, input } = await openAccount();
    await user.upload(input, new File([PNG], 'a.webp', { type: 'image/webp' }));
    expect(await screen.findByText('头像只能是gif或png图片')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads a png as multipart field file with the token, shows its progress, then the new avatar at once', async () => {
    const { user, input } = await openAccount();
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    if (!xhr) throw new Error('not sent');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploadimg');
    expect(xhr.headers.authorization).toBe('Bearer t1');
    const sentFile = xhr.body?.get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('me.png');
    // The chosen image shows while it goes up, with the share sent.
    expect(avatarImage()).toHaveAttribute('src', 'blob:preview');
    xhr.progress(0.4);
    // The bar may already be there at 0 %: wait for the progress to render.
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('40%')).toBeInTheDocument();

    xhr.answer({ code: 200, message: '操作成功！', data: { url: '/uploads/avatars/0123456789abcdef0123456789abcdef.png' } });
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', '/uploads/avatars/0123456789abcdef0123456789abcdef.png'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('uploads a gif', async () => {
    const { user, input } = await openAccount();
    await user.upload(input, new File([GIF], 'me.gif', { type: 'image/gif' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  });

  it('keeps the old avatar when the server refuses, with its message', async () => {
    const { user, input } = await openAccount();
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.answer({ code: 1000, message: '图片过大', data: [] });
    expect(await screen.findByText('图片过大')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(avatarImage()?.getAttribute('src') ?? '').not.toBe('blob:preview');
  });

  it('takes no second file while one is going up', async () => {
    const { user, input } = await openAccount();
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(input).toBeDisabled();
    expect(screen.getByLabelText('更换头像')).toHaveAttribute('aria-busy', 'true');
  });
});
