import { Switch } from 'antd';
import { alertSound, playAlertSound, useAlertSoundOn } from './alert-sound';

/** The operator's choice of a sound on a new deposit or withdrawal; turning it on plays it once, so they know it. */
export function AlertSoundToggle() {
  const on = useAlertSoundOn();
  return (
    <Switch
      checked={on}
      checkedChildren="提示音开"
      unCheckedChildren="提示音关"
      aria-label="新订单提示音"
      onChange={(next) => {
        alertSound.set(next);
        if (next) playAlertSound();
      }}
    />
  );
}
