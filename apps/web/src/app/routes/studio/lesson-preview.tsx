import { StudioPreviewRoute } from './preview-route';

/** /studio/lessons/:id/preview/:gameKey: a lesson's game (its draft, else as published). */
export default function StudioLessonPreviewRoute() {
  return <StudioPreviewRoute kind="lesson" />;
}
