import {
  CenterPopup as AntCenterPopup,
  DatePicker as AntDatePicker,
  Dialog as AntDialog,
  Picker as AntPicker,
  Popup as AntPopup,
  type CenterPopupProps,
  type DatePickerProps,
  type DialogProps,
  type PickerProps,
  type PopupProps,
} from 'antd-mobile';
import { useBackCloses } from './use-back-closes';

/**
 * antd-mobile's overlays, closed by Back while open (use-back-closes.ts). Each needs its `onClose`: what Back
 * calls, as the overlay's own close button or mask would.
 */
type Closable<Props> = Omit<Props, 'onClose'> & { onClose: () => void };

export function Popup(props: Closable<PopupProps>) {
  useBackCloses(props.visible === true, props.onClose);
  return <AntPopup {...props} />;
}

export function CenterPopup(props: Closable<CenterPopupProps>) {
  useBackCloses(props.visible === true, props.onClose);
  return <AntCenterPopup {...props} />;
}

export function Dialog(props: Closable<DialogProps>) {
  useBackCloses(props.visible === true, props.onClose);
  return <AntDialog {...props} />;
}

/** Back is a cancel, as a tap on the mask. */
export function Picker(props: Closable<PickerProps>) {
  useBackCloses(props.visible === true, () => {
    props.onCancel?.();
    props.onClose();
  });
  return <AntPicker {...props} />;
}

/** Back is a cancel, as a tap on the mask. */
export function DatePicker(props: Closable<DatePickerProps>) {
  useBackCloses(props.visible === true, () => {
    props.onCancel?.();
    props.onClose();
  });
  return <AntDatePicker {...props} />;
}
