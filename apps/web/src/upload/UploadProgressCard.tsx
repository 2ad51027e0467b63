import { UploadProgress } from '@flick/design-system';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoresContext';

/**
 * The upload going on with its dialog hidden (ADR 0097): its progress in the shell, the
 * dialog again on a press, or Cancel. Loaded when first needed.
 */
const UploadProgressCard = observer(function UploadProgressCard() {
  const { upload } = useStores();
  return (
    <UploadProgress
      progress={upload.progress * 100}
      onOpen={() => upload.show()}
      onCancel={() => upload.cancel()}
    />
  );
});

export default UploadProgressCard;
