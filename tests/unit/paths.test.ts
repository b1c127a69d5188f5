import { describe, expect, it } from 'vitest';
import { matchPage, paths } from '../../src/shared/paths';

describe('matchPage', () => {
  it('matches fixed pages, with or without a trailing slash', () => {
    expect(matchPage('/')).toEqual({ page: 'home', params: {} });
    expect(matchPage('/people')).toEqual({ page: 'people', params: {} });
    expect(matchPage('/people/')).toEqual({ page: 'people', params: {} });
    expect(matchPage('/festivals///')).toEqual({ page: 'festivals', params: {} });
  });

  it('extracts and decodes parameters', () => {
    expect(matchPage('/creative/elena-sarmiento')).toEqual({ page: 'creative', params: { param: 'elena-sarmiento' } });
    expect(matchPage('/creative/41')).toEqual({ page: 'creative', params: { param: '41' } });
    expect(matchPage('/agency/caf%C3%A9-studio')).toEqual({ page: 'agency', params: { slug: 'café-studio' } });
    expect(matchPage('/creatives/7')).toEqual({ page: 'creativeAlias', params: { param: '7' } });
  });

  it('is null for unknown paths and extra segments', () => {
    expect(matchPage('/nope')).toBeNull();
    expect(matchPage('/creative')).toBeNull();
    expect(matchPage('/creative/a/b')).toBeNull();
    expect(matchPage('/festival/')).toBeNull();
  });

  it('keeps a segment that is not valid percent-encoding as written, as the client router does', () => {
    expect(matchPage('/creative/%E0%A4%A')).toEqual({ page: 'creative', params: { param: '%E0%A4%A' } });
    expect(matchPage('/festival/%FF')).toEqual({ page: 'festival', params: { slug: '%FF' } });
  });

  it('round-trips every href builder', () => {
    expect(matchPage(paths.creative.href('josé luis'))).toEqual({ page: 'creative', params: { param: 'josé luis' } });
    expect(matchPage(paths.festival.href('cannes/lions'))).toEqual({ page: 'festival', params: { slug: 'cannes/lions' } });
    expect(matchPage(paths.account.href('u_1'))).toEqual({ page: 'account', params: { id: 'u_1' } });
  });
});
