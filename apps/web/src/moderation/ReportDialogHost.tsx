import { ReportDialog, SwitchRow } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { storeText } from '../i18n/storeTexts';
import { useStores } from '../stores/StoresContext';

/** The report dialog for whatever `report.start` was called with (any signed-in page). */
const ReportDialogHost = observer(function ReportDialogHost() {
  const { report } = useStores();
  const { t } = useLingui();
  const target = report.target;
  if (!target) return null;
  const server = target.server;
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
    >
      {server ? (
        // A reply from another server (docs/federation.md): its server may be told too.
        <SwitchRow
          label={t`Also send this report to ${server}`}
          checked={report.forward}
          onCheckedChange={({ checked }) => report.setForward(checked)}
        />
      ) : null}
    </ReportDialog>
  );
});

export default ReportDialogHost;
