import type { StudioCoursesResponse, StudioDraftSummary, StudioLesson } from '@bolajon/contract';
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { lessonsIn, type StudioLevel } from '../lib/tree';
import { BlockLessons } from './block-lessons';

export interface CourseTreeProps {
  courses: StudioCoursesResponse;
  /** Whether a branch is open (by its key, lib/tree.ts). */
  isOpen: (level: StudioLevel, id: number) => boolean;
  onToggle: (level: StudioLevel, id: number) => void;
  /** The lesson to put the focus on once shown: the one the editor came back from. */
  focusLessonId?: number | null;
  /** Lessons with a saved draft, marked so: what learners see differs from what is being edited. */
  draftLessonIds?: ReadonlySet<number>;
  /** New lessons' drafts by block: listed under it, marked as drafts. */
  newDrafts?: ReadonlyMap<number, StudioDraftSummary[]>;
}

/**
 * Course → module → block → lesson as nested disclosures (WAI-ARIA disclosure pattern): each
 * branch is a heading holding a button that says whether it is open, and each lesson a link. Tab
 * moves through them, Enter or Space opens and closes a branch, Enter opens a lesson: the order of
 * a long outline a teacher reads as a table of contents, with nothing to learn first.
 */
export function CourseTree({
  courses,
  isOpen,
  onToggle,
  focusLessonId,
  draftLessonIds,
  newDrafts,
}: CourseTreeProps) {
  const { t } = useTranslation('studio');
  return (
    <ul className="studio-tree" aria-label={t('tree.label')}>
      {courses.map((course) => (
        <Branch
          key={course.id}
          level="course"
          heading={(children) => <h2 className="studio-branch__heading">{children}</h2>}
          title={course.title}
          titleUz={course.titleUz}
          meta={t('tree.modules', { count: course.modules.length })}
          open={isOpen('course', course.id)}
          onToggle={() => onToggle('course', course.id)}
        >
          {course.modules.length === 0 ? (
            <p className="studio-tree__empty">{t('tree.emptyCourse')}</p>
          ) : (
            <ul className="studio-tree__modules">
              {course.modules.map((module) => (
                <Branch
                  key={module.id}
                  level="module"
                  heading={(children) => <h3 className="studio-branch__heading">{children}</h3>}
                  title={module.title}
                  titleUz={module.titleUz}
                  meta={t('tree.lessons', { count: lessonsIn(module) })}
                  open={isOpen('module', module.id)}
                  onToggle={() => onToggle('module', module.id)}
                >
                  {module.blocks.length === 0 ? (
                    <p className="studio-tree__empty">{t('tree.emptyModule')}</p>
                  ) : (
                    <ul className="studio-tree__blocks">
                      {module.blocks.map((block) => (
                        <Branch
                          key={block.id}
                          level="block"
                          heading={(children) => (
                            <h4 className="studio-branch__heading">{children}</h4>
                          )}
                          title={block.title}
                          titleUz={block.titleUz}
                          meta={t('tree.lessons', { count: block.lessons.length })}
                          open={isOpen('block', block.id)}
                          onToggle={() => onToggle('block', block.id)}
                        >
                          <BlockLessons
                            block={block}
                            firstOfCourse={
                              module === course.modules[0] && block === module.blocks[0]
                            }
                            newDrafts={newDrafts?.get(block.id) ?? []}
                            renderLesson={(lesson) => (
                              <LessonLink
                                lesson={lesson}
                                focus={lesson.id === focusLessonId}
                                hasDraft={draftLessonIds?.has(lesson.id) ?? false}
                              />
                            )}
                          />
                        </Branch>
                      ))}
                    </ul>
                  )}
                </Branch>
              ))}
            </ul>
          )}
        </Branch>
      ))}
    </ul>
  );
}

interface BranchProps {
  level: StudioLevel;
  /** The heading element at this level, around the branch's button. */
  heading: (children: ReactNode) => ReactNode;
  title: string;
  titleUz: string | null;
  meta: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

function Branch({ level, heading, title, titleUz, meta, open, onToggle, children }: BranchProps) {
  const panelId = useId();
  return (
    <li className={`studio-branch studio-branch--${level}`}>
      {heading(
        <button
          type="button"
          className="studio-branch__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <Chevron />
          <span className="studio-branch__names">
            <span className="studio-branch__title">{title}</span> <UzbekName text={titleUz} />
          </span>{' '}
          <span className="studio-branch__meta">{meta}</span>
        </button>,
      )}
      <div id={panelId} className="studio-branch__panel" hidden={!open}>
        {children}
      </div>
    </li>
  );
}

/** The Uzbek title, in both interfaces: it is part of what an editor checks. */
function UzbekName({ text }: { text: string | null }) {
  const { t } = useTranslation('studio');
  return text ? (
    <span className="studio__uz" lang="uz">
      {text}
    </span>
  ) : (
    <span className="studio__uz studio__uz--missing">{t('tree.noUzbek')}</span>
  );
}

function LessonLink({
  lesson,
  focus,
  hasDraft,
}: {
  lesson: StudioLesson;
  focus: boolean;
  hasDraft: boolean;
}) {
  const { t } = useTranslation('studio');
  const focused = useRef(false);
  // Once: coming back from a lesson puts the keyboard where it was.
  const focusOnce = useCallback(
    (element: HTMLAnchorElement | null) => {
      if (!element || !focus || focused.current) return;
      focused.current = true;
      element.focus();
    },
    [focus],
  );
  return (
    <Link
      ref={focusOnce}
      className="studio-lesson"
      to={paths.studioLesson.href(lesson.id)}
      data-move="link"
    >
      <span className="studio-lesson__names">
        <span className="studio-lesson__title">{lesson.title}</span>{' '}
        <UzbekName text={lesson.titleUz} />
      </span>{' '}
      <span className="studio-lesson__counts">
        <span>{t('tree.games', { count: lesson.games })}</span>{' '}
        <span>{t('tree.words', { count: lesson.words })}</span>
      </span>
      {hasDraft && (
        <>
          {' '}
          <span className="studio-lesson__draft">{t('tree.draft')}</span>
        </>
      )}
    </Link>
  );
}

function Chevron() {
  return (
    <svg
      className="studio-branch__chevron"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m9 5 7 7-7 7" />
    </svg>
  );
}
