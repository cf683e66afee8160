import {
  gameTypeFacts,
  judgeAnswer,
  type Game,
  type Question,
  type SubmitAnswerRequest,
} from '@bolajon/contract';
import type { GameSlug } from '@bolajon/contract/game-types';
import type { RoundAnswer } from '@bolajon/contract/progress-rules';
import {
  lazy,
  Suspense,
  use,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { GameCloseContext } from '../../../components/game-stage-frame';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { GameScreenProps } from '../../../games/kit/types';
import { gameScreenSlugs, gameScreenTitleKey, loadGameScreen } from '../../../games/registry';
import type { EndStage } from '../../../features/game/lib/end-of-game';
import type { GameNavState } from '../../../features/game/lib/nav-state';
import type { OutroStats } from '../../../features/game/lib/outro-stats';
import { GameLoading, GameStageFrame } from '../../../features/game/components/game-loader';
import { IntroStage } from '../../../features/game/components/intro-screen';

/** Where a game played on the device stands: the learner's stage screens, one at a time. */
export type PreviewStage =
  | { name: 'intro' }
  | { name: 'play' }
  | { name: Exclude<EndStage, 'outro'>; carried: GameNavState }
  | { name: 'outro'; carried: GameNavState; stats: OutroStats };

/** Each game type's own screen, fetched as the learner's route fetches it (one chunk a type). */
const lazyScreens = Object.fromEntries(
  gameScreenSlugs.map((slug) => [slug, lazy(loadGameScreen[slug])]),
) as Record<GameSlug, LazyExoticComponent<ComponentType<GameScreenProps>>>;

export interface GamePreviewProps {
  game: Game;
  questions: Question[];
  /** Where the close button and the outro's way back go (not the child's map). */
  exitTo: string;
}

/**
 * The learner's stages and rules, from their route modules (../games/*, which re-export them),
 * fetched as those routes fetch them. Taken from their modules directly, or from the route
 * modules statically, they would be moved out of the learner routes' chunks (and the route
 * modules would stop being chunks of their own): the learner's chunks, and the list of them the
 * first load of /login holds, would change. Fetched once; asked again after a failure.
 */
async function loadLearnerStages() {
  const [finalVideo, award, outro, play] = await Promise.all([
    import('../games/game-stage-4'),
    import('../games/get-achievement'),
    import('../games/game-outro'),
    import('../games/game-play'),
  ]);
  return {
    FinalVideoStage: finalVideo.FinalVideoStage,
    AchievementStage: award.AchievementStage,
    OutroStage: outro.OutroStage,
    outroScore: outro.outroScore,
    roundStats: outro.roundStats,
    endStage: play.endStage,
  };
}
type LearnerStages = Awaited<ReturnType<typeof loadLearnerStages>>;
let learnerStages: Promise<LearnerStages> | null = null;
const learnerStagesOnce = () =>
  (learnerStages ??= loadLearnerStages().catch((error: unknown) => {
    learnerStages = null;
    throw error;
  }));

/**
 * A game played from its intro to its end screens with the learner's own stage screens and game
 * screen, but nothing sent: each answer is judged on the device by the contract's judge (the
 * server's), the round is counted by the contract's rule, and the stages follow one another in
 * this component's state rather than in the URL. Nobody's progress changes (issue 23's preview).
 * A new `key` starts it again.
 */
export function GamePreview(props: GamePreviewProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<GameLoading title={t('screens.gameStage1')} progress={0} score={0} />}>
      <Player {...props} />
    </Suspense>
  );
}

function Player({ game, questions, exitTo }: GamePreviewProps) {
  const { AchievementStage, FinalVideoStage, OutroStage, endStage, outroScore, roundStats } =
    use(learnerStagesOnce());
  const [stage, setStage] = useState<PreviewStage>({ name: 'intro' });
  const answers = useRef<RoundAnswer[]>([]);

  const submit = useCallback(
    async ({ questionId, answer }: SubmitAnswerRequest) => {
      const question = questions.find((q) => q.id === questionId);
      const isCorrect = question ? judgeAnswer(game.type, question, answer) : false;
      answers.current.push({ questionId, isCorrect });
      return { isCorrect };
    },
    [game.type, questions],
  );

  /** To an end stage; the outro counts the round as it stands. */
  const toEnd = useCallback(
    (name: EndStage, carried: GameNavState) => {
      setStage(
        name === 'outro'
          ? { name, carried, stats: roundStats(answers.current) }
          : { name, carried },
      );
    },
    [roundStats],
  );

  const onFinish = useCallback<GameScreenProps['onFinish']>(
    ({ score, totalQuestions }) => {
      const name = endStage(game.type, game.achievements.length > 0);
      const carried = { score, totalQuestions };
      toEnd(name, name === 'outro' ? { ...carried, gameTitle: game.title } : carried);
    },
    [endStage, game, toEnd],
  );

  let screen;
  switch (stage.name) {
    case 'intro':
      screen = <IntroStage game={game} onStart={() => setStage({ name: 'play' })} />;
      break;
    case 'play':
      screen = (
        <PreviewPlay
          game={game}
          questions={questions}
          submit={submit}
          onFinish={onFinish}
          exitTo={exitTo}
        />
      );
      break;
    case 'achievement':
      screen = (
        <AchievementStage
          game={game}
          carried={stage.carried}
          onContinue={(carried) => toEnd('final-video', carried)}
        />
      );
      break;
    case 'final-video':
      screen = (
        <FinalVideoStage
          game={game}
          navState={stage.carried}
          onAchievement={(carried) => toEnd('achievement', carried)}
          onFinish={(carried) => toEnd('outro', carried)}
        />
      );
      break;
    case 'outro':
      screen = (
        <OutroStage
          game={game}
          gameTitle={game.title}
          stats={stage.stats}
          score={outroScore(game.type, stage.stats, stage.carried.score)}
          mapTo={exitTo}
        />
      );
      break;
  }
  return <GameCloseContext.Provider value={exitTo}>{screen}</GameCloseContext.Provider>;
}

function PreviewPlay({
  game,
  questions,
  submit,
  onFinish,
  exitTo,
}: Pick<GameScreenProps, 'game' | 'questions' | 'submit' | 'onFinish'> & { exitTo: string }) {
  const { t } = useTranslation();
  const slug = gameTypeFacts(game.type)?.slug;
  const Screen = slug ? lazyScreens[slug] : null;
  const title = slug ? t(gameScreenTitleKey(slug)) : game.title;
  const frame = { title, progress: 0, score: 0 };

  if (!Screen || questions.length === 0) {
    return (
      <GameStageFrame {...frame}>
        <EmptyState message={t('game.noQuestions')}>
          <ButtonLink to={exitTo}>{t('game.close')}</ButtonLink>
        </EmptyState>
      </GameStageFrame>
    );
  }
  return (
    <Suspense fallback={<GameLoading {...frame} />}>
      <Screen game={game} questions={questions} title={title} submit={submit} onFinish={onFinish} />
    </Suspense>
  );
}
