// @vitest-environment happy-dom
// The builder's per-playlist setting (issue 38): keeping each live step's newest answer as its fallback is on for a new
// or older playlist, turned off for that playlist only, and stays off when the view opens again.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LookupParams } from '../../../api/types';
import type { Playlist } from '../playlist-model';
import { currentPlaylists, savePlaylists } from '../playlist-store';
import { renderBuilder } from './render-builder';

afterEach(() => {
  cleanup();
  savePlaylists([]);
});

const renderView = () => renderBuilder();

const params: LookupParams = { operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'en', version: '' };
// Two playlists kept before the setting existed (no keepLiveFallback field): the first is the one the view opens.
const kept: Playlist[] = [
  { id: 'p1', name: 'First', steps: [{ id: 's1', title: 'Live', params, mode: 'live', source: 'sample', stored: null }] },
  { id: 'p2', name: 'Second', steps: [] },
];

describe('Keep live answers as fallbacks (per playlist)', () => {
  it('is on for a playlist kept before the setting, turns off for that playlist only, and stays off', () => {
    savePlaylists(kept);
    renderView();
    const box = () => screen.getByRole('checkbox', { name: "Keep each live step's newest answer as its fallback" });
    expect(box()).toHaveProperty('checked', true);
    fireEvent.click(box());
    expect(currentPlaylists().map((p) => [p.id, p.keepLiveFallback])).toEqual([
      ['p1', false],
      ['p2', undefined],
    ]);
    cleanup();
    renderView();
    expect(box()).toHaveProperty('checked', false);
  });
});
