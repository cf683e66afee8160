import { STUDIO_PICTURE_MAX_BYTES } from '@bolajon/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStudioTexts } from '../../../lib/i18n';
import { jsonResponse, mockApi } from '../../../test/utils';
import { PictureField } from '../components/picture-field';
import { renderInStudio } from './media-fakes';

const stored = (url: string) => ({
  url,
  contentType: 'image/webp',
  width: 256,
  height: 256,
  bytes: 5120,
  removed: [],
});

function Field({
  initial,
  required,
  onChange,
}: {
  initial?: string;
  required?: boolean;
  onChange: (url: string | undefined) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PictureField
      label="Картинка слова"
      value={value}
      required={required}
      onChange={(url) => {
        onChange(url);
        setValue(url);
      }}
    />
  );
}

const png = (bytes: number, name = 'cat.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Файл картинки: Картинка слова');

beforeEach(async () => {
  await loadStudioTexts();
});

describe('PictureField', () => {
  it('uploads a file as its own bytes and shows the stored picture', async () => {
    const api = mockApi({
      'POST /studio/pictures?name=cat.png': () => jsonResponse(201, stored('/media/c/cat.webp')),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    expect(screen.getByText('Картинки нет')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg',
    );
    const file = png(1024);
    await user.upload(fileInput(), file);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/c/cat.webp'));
    const [, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('content-type')).toBe('image/png');
    expect(screen.getByRole('img', { name: 'Картинка: Картинка слова' })).toHaveAttribute(
      'src',
      '/media/c/cat.webp',
    );
  });

  it('says what sanitising took out of an SVG', async () => {
    mockApi({
      'POST /studio/pictures?name=sun.svg': () =>
        jsonResponse(201, {
          url: '/media/c/sun.svg',
          contentType: 'image/svg+xml',
          bytes: 300,
          removed: ['<script>', 'on* attribute'],
        }),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'sun.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(fileInput(), svg);

    expect(
      await screen.findByText(
        'Из SVG убрано небезопасное (<script>, on* attribute): проверьте, что картинка выглядит как надо',
      ),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('/media/c/sun.svg');
    await user.click(screen.getByRole('button', { name: 'Убрать картинку' }));
    expect(screen.queryByText(/Из SVG убрано/)).not.toBeInTheDocument();
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const api = mockApi({});
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    await user.upload(fileInput(), png(STUDIO_PICTURE_MAX_BYTES + 1, 'big.png'));

    expect(screen.getByRole('alert')).toHaveTextContent(
      '«big.png» больше 2 МБ: выберите файл поменьше',
    );
    expect(api.calls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the file", async () => {
    mockApi({
      'POST /studio/pictures?name=notes.png': () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'notes.png is not a PNG, JPEG, WebP or SVG picture',
        }),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    await user.upload(fileInput(), png(10, 'notes.png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Картинка не сохранена: notes.png is not a PNG, JPEG, WebP or SVG picture',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('finds a picture in the bundled set by its name and stores the one picked', async () => {
    const api = mockApi({
      'GET /studio/pictures/twemoji?q=%D0%BA%D0%BE%D1%88%D0%BA%D0%B0': () =>
        jsonResponse(200, {
          results: [
            { code: '1f408', emoji: '🐈', nameRu: 'кошка', nameEn: 'cat' },
            { code: '1f431', emoji: '🐱', nameRu: 'морда кошки', nameEn: 'cat face' },
          ],
        }),
      'GET /studio/pictures/twemoji?q=%D0%B7%D0%B5%D0%B1%D1%80%D0%B0': () =>
        jsonResponse(200, { results: [] }),
      'POST /studio/pictures/twemoji/1f431': () =>
        jsonResponse(201, { ...stored('/media/c/1f431.svg'), contentType: 'image/svg+xml' }),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInStudio(<Field onChange={onChange} />);

    const find = screen.getByRole('button', { name: 'Найти картинку' });
    expect(find).toHaveAttribute('aria-expanded', 'false');
    await user.click(find);
    expect(find).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('searchbox', { name: 'Название картинки по-русски' });
    expect(box).toHaveFocus();

    // Nothing is asked before the search is sent; an unknown name says so.
    await user.keyboard('зебра{Enter}');
    expect(await screen.findByText('По запросу «зебра» ничего не нашлось')).toBeInTheDocument();

    await user.clear(box);
    await user.keyboard('кошка{Enter}');
    const results = await screen.findByRole('list', { name: 'Найденные картинки' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['🐈кошка', '🐱морда кошки']);

    await user.click(within(results).getByRole('button', { name: 'морда кошки' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/c/1f431.svg'));
    expect(api.callsTo('POST /studio/pictures/twemoji/1f431')).toHaveLength(1);
    // Picked: the search closes and the focus goes back to the button that opened it.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(find).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Картинка: Картинка слова' })).toHaveAttribute(
      'src',
      '/media/c/1f431.svg',
    );
  });

  it('removes a picture unless it is required', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const view = renderInStudio(<Field initial="/media/c/cat.webp" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Убрать картинку' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(screen.getByText('Картинки нет')).toBeInTheDocument();
    view.unmount();

    renderInStudio(<Field initial="/media/c/cat.webp" required onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Картинка: Картинка слова' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Убрать картинку' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Загрузить файл' })).toBeEnabled();
  });
});
