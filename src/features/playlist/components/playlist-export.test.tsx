// @vitest-environment happy-dom
// The playlist's export goes through the one exit (issue 34): a report holding the tab's secret is refused with where it
// was found, and the same report with it masked is one click away; a playlist titled with the sample key's word as
// prose ("Customer demo") is written.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveCredentials } from '../../../queries/credential-vault';
import { leaveBrowser } from '../../../queries/outgoing';
import { stepOf } from '../hostile-playlist-files';
import { savePlaylists } from '../playlist-store';
import { renderBuilder } from './render-builder';

// The file the one exit writes, caught where it is downloaded.
const written: string[] = [];
vi.mock('../../../lib/download', () => ({ downloadText: (text: string) => written.push(text) }));

afterEach(() => {
  written.length = 0;
  cleanup();
  savePlaylists([]);
  setActiveCredentials(null);
});

function renderWith(reportOf: (title: string) => string) {
  renderBuilder({ exportPlaylist: (playlist) => leaveBrowser({ kind: 'file', text: reportOf(playlist.name), fileName: 'p.html', type: 'text/html' }) });
}

async function exportIt(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Export as HTML' }));
  });
}

describe('playlist export', () => {
  it('refuses a report holding the secret, says where, and writes it masked on request', async () => {
    setActiveCredentials({ mode: 'plain', key: 'acme-live-key-20261128', secret: 'Sx9-demo-secret' });
    savePlaylists([{ id: 'p1', name: 'Demo', steps: [stepOf(1)] }] as never);
    renderWith(() => `<p>GET https://gw/company/item_get/?key=acme-live-key-20261128&secret=Sx9-demo-secret&item_id=shop_1</p>`);
    await exportIt();
    const report = await waitFor(() => screen.getByTestId('leave-report'));
    expect(report.getAttribute('data-verdict')).toBe('refused');
    expect(report.textContent).not.toContain('Sx9-demo-secret');
    expect(written).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Write it with these masked' }));
    });
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).not.toContain('Sx9-demo-secret');
    expect(written[0]).not.toContain('acme-live-key-20261128');
  });

  it('writes a playlist whose title has the sample key as a word of prose', async () => {
    setActiveCredentials({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    savePlaylists([{ id: 'p1', name: 'Customer demo', steps: [stepOf(1)] }] as never);
    renderWith((title) => `<h1>${title}</h1><p>A demo for the customer.</p>`);
    await exportIt();
    await waitFor(() => expect(written).toHaveLength(1));
    expect(screen.queryByTestId('leave-report')).toBeNull();
    expect(screen.getByTestId('playlist-message').textContent).toBe('Playlist exported.');
  });
});
