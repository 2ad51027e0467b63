import { ReportDialog } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { storeText } from '../i18n/storeTexts';
import { useStores } from '../stores/StoresContext';

/** The report dialog for whatever `report.start` was called with (any signed-in page). */
const ReportDialogHost = observer(function ReportDialogHost() {
  const { report } = useStores();
  const target = report.target;
  if (!target) return null;
  return (
    <ReportDialog
      open
      onOpenChange={({ open }) => {
        if (!open) report.cancel();
      }}
      subject={target.targetType}
      reason={report.reason}
      onReasonChange={({ reason }) => report.setReason(reason)}
      details={report.details}
      onDetailsChange={({ details }) => report.setDetails(details)}
      onSubmit={() => void report.submit()}
      pending={report.pending}
      error={report.error && storeText(report.error)}
    />
  );
});

export default ReportDialogHost;
