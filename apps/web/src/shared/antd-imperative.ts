import { Dialog, Toast, unstableSetRender, type DialogAlertProps, type DialogConfirmProps, type DialogShowProps } from 'antd-mobile';
import { openBackEntry } from './back-closes/back-entries';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile's Toast and Dialog.alert/confirm render outside the tree; under React 19 they need createRoot.
// The function is marked deprecated only because antd-mobile 6 will not need it. Set here, the one module
// through which the app reaches them, so the home route's first load carries none of antd-mobile's code.
// eslint-disable-next-line @typescript-eslint/no-deprecated
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: Root };
  holder._reactRoot ??= createRoot(container);
  const root = holder._reactRoot;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete holder._reactRoot;
  };
});

/**
 * Dialog.show, alert and confirm, closed by Back while shown (back-closes/back-entries.ts): an alert as its
 * button, a confirm as 取消. antd-mobile gives no handle on an alert or confirm, so Back clears the dialogs
 * shown this way (one at a time in this app).
 */
const BackClosingDialog = {
  show(props: DialogShowProps): ReturnType<typeof Dialog.show> {
    let release: () => void = () => undefined;
    const handler = Dialog.show({
      ...props,
      onClose: () => {
        release();
        props.onClose?.();
      },
      afterClose: () => {
        release();
        props.afterClose?.();
      },
    });
    release = openBackEntry(() => {
      handler.close();
    });
    return handler;
  },
  alert(props: DialogAlertProps): Promise<void> {
    return answeredOrBack(Dialog.alert, props, undefined);
  },
  confirm(props: DialogConfirmProps): Promise<boolean> {
    return answeredOrBack(Dialog.confirm, props, false);
  },
  clear: Dialog.clear,
};

function answeredOrBack<Props extends { afterClose?: () => void }, Answer>(ask: (props: Props) => Promise<Answer>, props: Props, onBack: Answer): Promise<Answer> {
  return new Promise((resolve) => {
    let release: () => void = () => undefined;
    void ask({
      ...props,
      afterClose: () => {
        release();
        props.afterClose?.();
      },
    }).then(resolve);
    release = openBackEntry(() => {
      Dialog.clear();
      resolve(onBack);
    });
  });
}

export { BackClosingDialog as Dialog, Toast };
