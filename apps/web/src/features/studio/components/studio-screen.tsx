import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { describeLoadError } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useDraftLessonIds, useNewLessonDrafts, useStudioCourses } from '../api/get-studio-courses';
import { isForbidden } from '../lib/errors';
import { allBranches, branchKey, findLesson, openByDefault, type StudioLevel } from '../lib/tree';
import { CourseTree } from './course-tree';
import { StudioHeader } from './studio-header';
import { StudioRefusal } from './studio-refusal';
import './studio.css';

export interface StudioScreenProps {
  /** The lesson the editor came back from: its branches open and the focus on it. */
  fromLessonId?: number | null;
}

/** /studio: the course tree, for editors (the route lets only them in). */
export function StudioScreen({ fromLessonId = null }: StudioScreenProps) {
  const { t } = useTranslation('studio');
  // describeLoadError reads the app's texts (errors.*), not the studio's.
  const { t: appT } = useTranslation();
  const courses = useStudioCourses();
  // Asked for beside the tree, not after it: no waterfall.
  const draftLessonIds = useDraftLessonIds();
  const newDrafts = useNewLessonDrafts();
  // Only what the editor changed: a branch not in here is as openByDefault says.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [openedFor, setOpenedFor] = useState<number | null>(null);

  // Coming back from a lesson opens the branches above it, once its tree is there.
  if (fromLessonId !== null && openedFor !== fromLessonId && courses.data) {
    setOpenedFor(fromLessonId);
    const place = findLesson(courses.data, fromLessonId);
    if (place) {
      setToggled((current) =>
        new Map(current)
          .set(branchKey('course', place.course.id), true)
          .set(branchKey('module', place.module.id), true)
          .set(branchKey('block', place.block.id), true),
      );
    }
  }

  const isOpen = (level: StudioLevel, id: number) =>
    toggled.get(branchKey(level, id)) ?? openByDefault(level);
  const toggle = (level: StudioLevel, id: number) =>
    setToggled((current) => new Map(current).set(branchKey(level, id), !isOpen(level, id)));
  const setAll = (open: boolean) =>
    setToggled(new Map(allBranches(courses.data ?? []).map((key) => [key, open])));

  if (courses.isError && isForbidden(courses.error)) return <StudioRefusal />;

  return (
    <div className="studio">
      <StudioHeader
        title={t('title')}
        back={{ label: t('backToProfile'), to: paths.profile.href('settings') }}
      />
      <p className="studio__intro">{t('intro')}</p>

      {courses.data ? (
        courses.data.length === 0 ? (
          <p className="studio__empty" role="status">
            {t('tree.empty')}
          </p>
        ) : (
          <>
            <div className="studio__tools">
              <Button variant="secondary" onClick={() => setAll(true)}>
                {t('tree.expandAll')}
              </Button>
              <Button variant="secondary" onClick={() => setAll(false)}>
                {t('tree.collapseAll')}
              </Button>
            </div>
            <CourseTree
              courses={courses.data}
              isOpen={isOpen}
              onToggle={toggle}
              focusLessonId={fromLessonId}
              draftLessonIds={draftLessonIds}
              newDrafts={newDrafts}
            />
          </>
        )
      ) : courses.isError ? (
        <ErrorState
          title={describeLoadError(courses.error, appT)}
          actionLabel={t('common.tryAgain')}
          onAction={() => void courses.refetch()}
        />
      ) : (
        <div className="studio__state">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </div>
  );
}
