import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../../lib/i18n';
import { freeLesson, keptLessons, type KeptLesson } from '../../../lib/offline/keep-lesson';
import { controlledByServiceWorker, installFakeCaches } from '../../../test/fake-cache-storage';
import { AppProvider, testQueryClient } from '../../../test/utils';
import { StorageSection, formatSize } from '../storage-section';

/**
 * The lessons on the phone, as lib/offline/keep-lesson.ts reads them from Cache Storage (its own
 * tests cover that); freeing one takes it off. Whether lessons can be kept at all is the real
 * check (Cache Storage and a service worker in control).
 */
const phone = vi.hoisted(() => ({ kept: new Map<number, KeptLesson>() }));
vi.mock(import('../../../lib/offline/keep-lesson'), async (original) => ({
  ...(await original()),
  keptLessons: vi.fn(async () => [...phone.kept.values()]),
  freeLesson: vi.fn(async (lessonId: number) => {
    phone.kept.delete(lessonId);
  }),
}));

const MB = 1024 * 1024;
const lesson = (lessonId: number, title: string, titleUz: string | null, bytes: number) => ({
  lessonId,
  title,
  titleUz,
  bytes,
  keptAt: 1,
});

function renderSection() {
  return render(
    <AppProvider queryClient={testQueryClient()}>
      <StorageSection />
    </AppProvider>,
  );
}
const section = () => screen.getByRole('region', { name: /Уроки на телефоне|Telefondagi darslar/ });

beforeEach(() => {
  phone.kept.clear();
  phone.kept.set(1, lesson(1, 'Привет!', 'Salom!', 2.5 * MB));
  phone.kept.set(2, lesson(2, 'Моя семья', null, 300 * 1024));
  vi.mocked(keptLessons).mockClear();
  vi.mocked(freeLesson).mockClear();
  installFakeCaches();
});

describe('StorageSection', () => {
  it('lists the lessons on the phone with the space each takes, in megabytes or kilobytes', async () => {
    controlledByServiceWorker();
    renderSection();
    const items = await within(section()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Привет!2,5 МБОсвободить место',
      'Моя семья300 КБОсвободить место',
    ]);
    expect(screen.getByRole('button', { name: 'Освободить место: Привет!' })).toHaveTextContent(
      'Освободить место',
    );
  });

  it('says the sizes and the Uzbek titles in Uzbek', async () => {
    await initI18n('uz');
    controlledByServiceWorker();
    renderSection();
    const items = await within(section()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "Salom!2,5 MBJoyni bo'shatish",
      // No Uzbek form: the Russian title.
      "Моя семья300 KBJoyni bo'shatish",
    ]);
    expect(screen.getByRole('button', { name: "Joyni bo'shatish: Salom!" })).toBeInTheDocument();
  });

  it('frees a lesson and lists the others, then says none is left', async () => {
    controlledByServiceWorker();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Освободить место: Привет!' }));

    expect(freeLesson).toHaveBeenCalledWith(1);
    await within(section()).findByText('Моя семья');
    expect(within(section()).queryByText('Привет!')).not.toBeInTheDocument();
    expect(within(section()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Освободить место: Моя семья' }));
    expect(
      await within(section()).findByText('Пока на телефоне нет ни одного урока.'),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('names a lesson the course no longer has', async () => {
    phone.kept.set(1, lesson(1, '', null, 1000));
    phone.kept.delete(2);
    controlledByServiceWorker();
    renderSection();
    expect(
      await within(section()).findByText('Урок, которого уже нет в курсе'),
    ).toBeInTheDocument();
    expect(within(section()).getByText('1 КБ')).toBeInTheDocument();
  });

  it('says what the app stores in all, when the browser says', async () => {
    controlledByServiceWorker();
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ usage: 3.5 * MB, quota: 2048 * MB }) },
    });
    onTestFinished(() => {
      delete (navigator as { storage?: unknown }).storage;
    });
    renderSection();
    expect(
      // Testing Library reads the no-break space of "2 048" as a space.
      await within(section()).findByText('Всего занято: 3,5 МБ из 2 048 МБ'),
    ).toBeInTheDocument();
  });

  it('says lessons cannot be kept where no service worker controls the page', async () => {
    renderSection();
    expect(within(section()).getByRole('heading', { name: 'Уроки на телефоне' })).toBeVisible();
    expect(section()).toHaveTextContent(
      'В этом браузере уроки без интернета недоступны. Откройте приложение в Chrome и установите его на телефон.',
    );
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('formatSize', () => {
  it.each([
    [0, 'ru', { unit: 'kb', value: '1' }],
    [1500, 'ru', { unit: 'kb', value: '1' }],
    [1024 * 1023, 'ru', { unit: 'kb', value: '1\u00a0023' }],
    [MB, 'ru', { unit: 'mb', value: '1' }],
    [1.25 * MB, 'uz', { unit: 'mb', value: '1,3' }],
    [1536 * MB, 'ru', { unit: 'mb', value: '1\u00a0536' }],
  ])('%i bytes in %s', (bytes, language, expected) => {
    expect(formatSize(bytes, language)).toEqual(expected);
  });
});
