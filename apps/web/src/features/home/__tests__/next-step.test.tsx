import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { playSpeech } from '../../../lib/audio';
import { AskGrownUpContext } from '../../../lib/ask-grown-up';
import { forgetGrownUpPass, saveGrownUpPass } from '../../../lib/grown-up';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import { HomeScreen } from '../components/home-screen';
import { resetNextStepSaid } from '../components/next-step-card';
import { todayUtc } from '../lib/active-day';

const { silentAudio } = await vi.hoisted(() => import('../../../test/audio-mock'));
vi.mock(import('../../../lib/audio'), silentAudio);

const sentence = 'Следующие уроки\u00a0— в полном курсе. Попроси взрослого!';

/** The free lesson played through: both its games have stars, the next lesson is locked. */
function afterFreeLesson() {
  const home = sampleHome();
  const progress = sampleProgress();
  for (const data of [home, progress]) {
    data.lessons[0]!.games = [
      { id: 11, stars: 3, status: 'active' },
      { id: 12, stars: 2, status: 'active' },
    ];
  }
  return { home, progress };
}

function homeApi({ home = sampleHome(), progress = sampleProgress() } = {}) {
  return mockApi({
    'GET /home': () => jsonResponse(200, home),
    'GET /home/my-progress': () => jsonResponse(200, progress),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'POST /user-days/track': () => jsonResponse(200, { date: todayUtc() }),
  });
}

/** The map with a gate that records who asked and lets the test pass it. */
function renderHome() {
  const asked: (() => void)[] = [];
  const view = renderRoute(
    '/',
    <AskGrownUpContext.Provider value={(onPass) => asked.push(onPass)}>
      <HomeScreen />
    </AskGrownUpContext.Provider>,
  );
  return { ...view, asked };
}

let scrolled: Element[];
beforeEach(() => {
  scrolled = [];
  resetNextStepSaid();
  vi.mocked(playSpeech).mockClear();
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  forgetGrownUpPass();
});

const nextStepCard = () => screen.findByRole('region', { name: 'Бесплатный урок пройден!' });

describe('the map after the free lesson', () => {
  it('shows what comes next at the end of the free part, and scrolls to it', async () => {
    homeApi(afterFreeLesson());
    renderHome();
    const card = await nextStepCard();
    expect(card.textContent).toContain(sentence);
    const locked = screen.getByRole('region', { name: /Моя семья/ });
    const free = screen.getByRole('region', { name: /Привет!/ });
    // Between the free lesson and the locked one.
    expect(free.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(locked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(scrolled).toContain(card));
  });

  it('says the sentence as the card shows (when sound may play), and again on a tap', async () => {
    homeApi(afterFreeLesson());
    const user = userEvent.setup();
    renderHome();
    const card = await nextStepCard();
    // Said from the card's effect, which React runs after the card is on the page.
    await waitFor(() =>
      expect(playSpeech).toHaveBeenCalledWith({ text: sentence }, { auto: true }),
    );

    vi.mocked(playSpeech).mockClear();
    await user.click(within(card).getByRole('button', { name: `Послушать: ${sentence}` }));
    expect(playSpeech).toHaveBeenCalledWith({ text: sentence, audioUrl: null });
  });

  it('opens the grown-up gate, and past it how to get the full course', async () => {
    homeApi(afterFreeLesson());
    const user = userEvent.setup();
    const { asked } = renderHome();
    await user.click(within(await nextStepCard()).getByRole('button', { name: 'Для взрослых' }));
    // The child who leaves the gate sees nothing more.
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The grown-up passes: the gate keeps its pass, then runs what was asked.
    saveGrownUpPass({ grownUpToken: 'pass-1', expiresInSeconds: 600 });
    asked[0]!();
    const dialog = await screen.findByRole('dialog', { name: 'Как открыть полный курс' });
    expect(within(dialog).getByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
  });

  it('skips the gate while a grown-up’s pass is good', async () => {
    saveGrownUpPass({ grownUpToken: 'pass-1', expiresInSeconds: 600 });
    homeApi(afterFreeLesson());
    const user = userEvent.setup();
    const { asked } = renderHome();
    await user.click(within(await nextStepCard()).getByRole('button', { name: 'Для взрослых' }));
    expect(asked).toHaveLength(0);
    expect(await screen.findByRole('dialog', { name: 'Как открыть полный курс' })).toBeVisible();
  });

  it('shows no next-step card while a game of the free lesson waits', async () => {
    homeApi();
    renderHome();
    await screen.findByRole('region', { name: /Моя семья/ });
    expect(screen.queryByRole('region', { name: 'Бесплатный урок пройден!' })).toBeNull();
    expect(playSpeech).not.toHaveBeenCalled();
  });
});

describe('the map comes back where the child is', () => {
  it('scrolls the game to play next into view', async () => {
    const home = sampleHome();
    const progress = sampleProgress();
    for (const data of [home, progress]) {
      data.lessons[0]!.games = [
        { id: 11, stars: 3, status: 'active' },
        { id: 12, stars: 0, status: 'active' },
      ];
    }
    homeApi({ home, progress });
    renderHome();
    const region = await screen.findByRole('region', { name: /Привет!/ });
    const next = within(region).getByRole('button', { name: 'ИГРА 2' });
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toContainElement(next);
    expect(scrolled[0]).not.toContainElement(
      within(region).getByRole('button', { name: 'ИГРА 1' }),
    );
  });
});
