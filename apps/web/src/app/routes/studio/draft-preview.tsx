import { StudioPreviewRoute } from './preview-route';

/** /studio/drafts/:id/preview/:gameKey: a game of a lesson never published, from its draft. */
export default function StudioDraftPreviewRoute() {
  return <StudioPreviewRoute kind="draft" />;
}
