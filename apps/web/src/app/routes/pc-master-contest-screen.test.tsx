import { gameLeaderboardEndpoint, LOAD_FAILURE_MESSAGES } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failWith, fakeApi } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { PcMasterContestScreen } from './pc-master-contest-screen';

describe('the PC Master Contest screen', () => {
  it("shows PC Master Hunt's leaderboard after the registration form", async () => {
    fakeApi().on(gameLeaderboardEndpoint, {
      top: [
        { rank: 1, name: 'Kiran R.', score: 900 },
        { rank: 2, name: 'Meena S.', score: 500 },
      ],
      me: null,
    });
    renderWithShell(<PcMasterContestScreen />, { path: '/pc-master-contest' });

    const board = await screen.findByRole('table');
    expect(
      within(board)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RankPlayerScore', '1Kiran R.900', '2Meena S.500']);
    const form = screen.getByRole('form', { name: 'Register' });
    expect(form.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'PC Master Hunt Leaderboard' }).tagName).toBe('H2');
  });

  it('says so when there are no scores yet, and when the leaderboard cannot be loaded', async () => {
    const api = fakeApi().on(gameLeaderboardEndpoint, { top: [], me: null });
    const first = renderWithShell(<PcMasterContestScreen />, { path: '/pc-master-contest' });
    expect(await screen.findByText('No scores yet. Play a game and be the first!')).toBeTruthy();
    first.unmount();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on(gameLeaderboardEndpoint, failWith(500, 'SERVER_ERROR', 'down'));
    renderWithShell(<PcMasterContestScreen />, { path: '/pc-master-contest' });
    expect(await screen.findByText(LOAD_FAILURE_MESSAGES.leaderboard)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Could not load the leaderboard', expect.anything());
  });
});
