// The CSV export of an audit log (Settings' Logs, the risk Audit Trail): a
// busy flag for the button, a toast naming the file, errors to the handler.
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/api-client';

/** The CSV export of a log: `run` downloads and names the file; `<texts>.exported` says so. */
export function useAuditExport(texts: string, run: () => Promise<string>) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await run();
      notifications.show({ color: 'success', message: t(`${texts}.exported`, { name }) });
    } catch (error) {
      handleApiError(error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
