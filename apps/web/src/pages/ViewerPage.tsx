import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { OWN_PROFILE_PATH } from '../reels/links';
import { VideoPanel } from '../reels/VideoPanel';
import { useStores } from '../stores/StoresContext';

/** /reels/{id}: one video with its comments, emoji picker, like, download and share. */
const ViewerPage = observer(function ViewerPage() {
  const { id = '' } = useParams();
  const { viewer, place } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const path = pathname + search;

  useEffect(() => {
    void viewer.load(id);
  }, [viewer, id]);
  // Kept as the page's video, so the time it is left at is kept with it: back or reloaded,
  // it goes on from there (docs/product.md#place-kept).
  useEffect(() => {
    place.keepPage(path, { video: id });
  }, [place, path, id]);

  return (
    <VideoPanel
      model={viewer.video}
      comments={viewer.comments}
      loading={viewer.loading}
      error={viewer.error}
      onClose={() => navigate('/reels')}
      // docs/product.md#deleting-videos-and-comments: the owner lands on their profile.
      onDeleted={() => navigate(OWN_PROFILE_PATH, { replace: true })}
    />
  );
});

export default ViewerPage;
