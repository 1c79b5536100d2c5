import { MSG } from '@casino/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, ProgressCircle } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { userQueryOptions } from '../../api/queries/user';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { avatarRefusal, uploadAvatar } from './api/upload-avatar';
import { serverAsset } from './server-asset';

/**
 * The avatar, tapped to choose a new one: gif or png only, told by the file's first bytes before anything
 * is sent (头像只能是gif或png图片); the chosen image shows at once, with the upload's progress over it.
 */
export function AvatarUpload({ avatar }: { avatar: string }) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string>();
  const [uploaded, setUploaded] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const busy = progress !== undefined;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File) => {
    const refusal = await avatarRefusal(file);
    if (refusal) {
      toast.fail(refusal);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const url = await uploadAvatar(file, setProgress);
      setUploaded(url);
      queryClient.setQueryData(userQueryOptions(token).queryKey, (user) => (user ? { ...user, avatar: url } : user));
      toast.success(MSG.operationOk);
      void queryClient.invalidateQueries(userQueryOptions(token));
    } catch {
      // Refused (the server's message was toasted) or not sent: the avatar stays as it was.
    } finally {
      setPreview(undefined);
      setProgress(undefined);
    }
  };

  const current = uploaded ?? avatar;
  const shown = preview ?? (current ? serverAsset(current) : '');
  return (
    <label className={`avatar-upload${busy ? ' is-busy' : ''}`} aria-label="更换头像" aria-busy={busy}>
      <Avatar src={shown} className="avatar-upload-image" data-testid="account-avatar" />
      {busy ? (
        <span className="avatar-upload-progress" role="progressbar" aria-valuenow={Math.round(progress * 100)} aria-valuemin={0} aria-valuemax={100}>
          <ProgressCircle percent={Math.round(progress * 100)} style={{ '--size': '48px', '--track-width': '4px', '--fill-color': '#fff' }}>
            {Math.round(progress * 100)}%
          </ProgressCircle>
        </span>
      ) : (
        <span className="avatar-upload-camera" aria-hidden>
          <CameraOutline />
        </span>
      )}
      <input
        type="file"
        accept="image/png,image/gif"
        hidden
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
    </label>
  );
}
