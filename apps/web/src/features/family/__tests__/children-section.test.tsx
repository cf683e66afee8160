import { CHILDREN_MAX } from '@bolajon/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetChildPicked } from '../../../lib/child-picked';
import { grownUpToken } from '../../../lib/grown-up';
import { storageKeys } from '../../../lib/storage';
import { asGrownUp } from '../../../test/grown-up';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import { ChildrenSection } from '../components/children-section';
import { aliya, familyOf, grownUpHeaders, signIn, timur } from './family-fixtures';

asGrownUp();
afterEach(() => {
  forgetChildPicked();
  vi.unstubAllGlobals();
});

function renderSection() {
  const onSwitched = vi.fn();
  return { onSwitched, ...renderRoute('/profile', <ChildrenSection onSwitched={onSwitched} />) };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('the children in the settings', () => {
  it('lists the children, who plays now, and switches to another', async () => {
    signIn();
    const api = mockApi({
      'GET /family': () => jsonResponse(200, familyOf([aliya, timur])),
      'POST /family/active-child': () =>
        jsonResponse(200, { accessToken: 'access-timur', child: timur }),
    });
    const { onSwitched } = renderSection();
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Алия' });
    expect(within(card('Алия')).getByText('Играет сейчас')).toBeVisible();
    expect(within(card('Алия')).getByText('6 лет')).toBeVisible();
    expect(within(card('Алия')).queryByRole('button', { name: /Играет/ })).not.toBeInTheDocument();

    await user.click(within(card('Тимур')).getByRole('button', { name: 'Играет Тимур' }));
    await waitFor(() => expect(onSwitched).toHaveBeenCalled());
    expect(api.callsTo('POST /family/active-child')[0]?.body).toEqual({ childId: timur.id });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-timur');
    // The phone is the child's now: the grown-up's pass is gone with the switch.
    expect(grownUpToken()).toBeNull();
  });

  it('adds a child with a name, an age and boy or girl, with the grown-up pass', async () => {
    signIn();
    const added = { id: 9, name: 'Мадина', age: 5, avatar: 'girl' as const };
    const api = mockApi({
      'GET /family': [
        () => jsonResponse(200, familyOf([aliya])),
        () => jsonResponse(200, familyOf([aliya, added])),
      ],
      'POST /family/children': () => jsonResponse(201, added),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить ребёнка' }));
    const form = await screen.findByRole('dialog', { name: 'Новый ребёнок' });

    // Boy or girl is asked, never guessed.
    await user.type(within(form).getByRole('textbox', { name: 'Имя' }), '  Мадина ');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByText('Выберите: мальчик или девочка')).toBeVisible();
    expect(api.callsTo('POST /family/children')).toHaveLength(0);

    await user.type(within(form).getByRole('spinbutton', { name: 'Возраст' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Девочка' }));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('listitem', { name: 'Мадина' })).toBeVisible();
    expect(api.callsTo('POST /family/children')[0]?.body).toEqual({
      name: 'Мадина',
      age: 5,
      avatar: 'girl',
    });
    expect(grownUpHeaders(api.fetchMock)).toContainEqual({
      call: 'POST /family/children',
      grownUp: 'grown-up-pass',
    });
  });

  it('edits a child, with the grown-up pass', async () => {
    signIn();
    const api = mockApi({
      'GET /family': () => jsonResponse(200, familyOf([aliya, timur])),
      'PUT /family/children/8': () => jsonResponse(200, { ...timur, name: 'Тимурчик', age: 9 }),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Изменить: Тимур' }));
    const form = await screen.findByRole('dialog', { name: 'Тимур: изменить' });
    const name = within(form).getByRole('textbox', { name: 'Имя' });
    await user.clear(name);
    await user.type(name, 'Тимурчик');
    const age = within(form).getByRole('spinbutton', { name: 'Возраст' });
    await user.clear(age);
    await user.type(age, '9');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('listitem', { name: 'Тимурчик' })).toBeVisible();
    expect(api.callsTo('PUT /family/children/8')[0]?.body).toEqual({
      name: 'Тимурчик',
      age: 9,
      avatar: 'boy',
    });
    expect(grownUpHeaders(api.fetchMock)).toContainEqual({
      call: 'PUT /family/children/8',
      grownUp: 'grown-up-pass',
    });
  });

  it('removes a child only after a named confirmation, with the grown-up pass', async () => {
    signIn();
    const api = mockApi({
      'GET /family': () => jsonResponse(200, familyOf([aliya, timur])),
      'DELETE /family/children/8': () => jsonResponse(200, familyOf([aliya])),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Удалить: Тимур' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить Тимур?' });
    expect(api.callsTo('DELETE /family/children/8')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить Тимур' }));

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Тимур' })).not.toBeInTheDocument(),
    );
    expect(grownUpHeaders(api.fetchMock)).toContainEqual({
      call: 'DELETE /family/children/8',
      grownUp: 'grown-up-pass',
    });
    // The only child left cannot be removed.
    expect(screen.queryByRole('button', { name: 'Удалить: Алия' })).not.toBeInTheDocument();
    expect(screen.getByText('Единственного ребёнка удалить нельзя')).toBeVisible();
  });

  it('switches to another child when the one playing is removed', async () => {
    signIn();
    const api = mockApi({
      'GET /family': () => jsonResponse(200, familyOf([aliya, timur], aliya.id)),
      'DELETE /family/children/7': () => jsonResponse(200, familyOf([timur], timur.id)),
      'POST /family/active-child': () =>
        jsonResponse(200, { accessToken: 'access-timur', child: timur }),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Удалить: Алия' }));
    await user.click(await screen.findByRole('button', { name: 'Да, удалить Алия' }));
    await waitFor(() =>
      expect(api.callsTo('POST /family/active-child')[0]?.body).toEqual({ childId: timur.id }),
    );
    await waitFor(() => expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-timur'));
    // The grown-up who removed a child still holds the phone: the pass stays.
    expect(grownUpToken()).toBe('grown-up-pass');
  });

  it('offers no seventh child, and says why', async () => {
    signIn();
    const six = Array.from({ length: CHILDREN_MAX }, (_, index) => ({
      ...timur,
      id: 20 + index,
      name: `Ребёнок ${index + 1}`,
    }));
    mockApi({ 'GET /family': () => jsonResponse(200, familyOf(six)) });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Добавить ребёнка' })).toBeDisabled();
    expect(screen.getByText('В семье уже 6 детей — больше добавить нельзя')).toBeVisible();
  });
});
