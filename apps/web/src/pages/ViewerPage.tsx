import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { VideoPanel } from '../reels/VideoPanel';
import { useStores } from '../stores/StoresContext';

/** /reels/{id}: one video with its comments, emoji picker, like, download and share. */
const ViewerPage = observer(function ViewerPage() {
  const { id = '' } = useParams();
  const { viewer } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    void viewer.load(id);
  }, [viewer, id]);

  return (
    <VideoPanel
      model={viewer.video}
      comments={viewer.comments}
      loading={viewer.loading}
      error={viewer.error}
      onClose={() => navigate('/reels')}
      // docs/product.md#deleting-videos-and-comments: the owner lands on their profile.
      onDeleted={() => navigate('/profile', { replace: true })}
    />
  );
});

export default ViewerPage;
