import type { ServiceContext } from './serviceContext';
import type { UserCache } from './users/UserCache';
import type { CommentCache } from './video/CommentCache';
import type { VideoCache } from './video/VideoCache';

/** What the RootStore hands every store: the transport plus the ports, resolved, and the one models. */
export interface StoreContext extends ServiceContext {
  /**
   * The one model of each video (ADR 0113): every store takes its videos from here, and hears
   * deleted videos and comments through it (docs/product.md#deleting-videos-and-comments).
   */
  videos: VideoCache;
  /**
   * The one model of each person (ADR 0126): every store that shows a person's follow state,
   * counts, name or picture takes it from here.
   */
  users: UserCache;
  /** The one model of each comment (ADR 0126): every open comment list takes its items here. */
  comments: CommentCache;
}
