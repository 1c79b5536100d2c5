import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';

/**
 * 导出CSV: downloads the file of what the screen shows (its current filters), disabled while it downloads; a
 * refusal (too many rows, a bad filter) or a failure is shown as the server's message.
 */
export function ExportCsvButton({ download }: { download: () => Promise<void> }) {
  const { message } = App.useApp();
  const exportCsv = useMutation({ mutationFn: download, onError: (error) => void message.error(error.message || ADMIN_MSG.adminReportExportFailed) });
  return (
    <Button loading={exportCsv.isPending} disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      导出CSV
    </Button>
  );
}
