import { postFromProfileQuery, profileBackTarget, readProfileState } from './profileBack.ts';

describe('the profile navigation state', () => {
  it('keeps what the contract allows and drops the rest', () => {
    expect(
      readProfileState({
        userId: 7,
        from: 'feed',
        previousFeedId: 12,
        originRoute: 'search',
        depth: 2,
        extra: 'x',
      }),
    ).toEqual({ userId: 7, from: 'feed', previousFeedId: 12, originRoute: 'search', depth: 2 });
    expect(readProfileState({ userId: 7, from: 'elsewhere', originRoute: 'nowhere' })).toEqual({
      userId: 7,
    });
  });

  it.each([null, undefined, 'x', {}, { userId: 0 }, { userId: 'abc' }, { userId: 1.5 }])(
    'is missing for %p (the user is sent home)',
    (state) => expect(readProfileState(state)).toBeNull(),
  );
});

describe('back from a profile (spec 2, section 2)', () => {
  it('goes back to the post it was opened from, with that post’s own origin', () => {
    expect(
      profileBackTarget(
        { userId: 7, from: 'feed', previousFeedId: 12, originRoute: 'search', depth: 1 },
        [7],
      ),
    ).toEqual({ to: '/feed/12?from=search' });
    expect(
      profileBackTarget(
        { userId: 7, from: 'feed', previousFeedId: 12, originRoute: 'home', depth: 1 },
        [7],
      ),
    ).toEqual({ to: '/feed/12' });
  });

  it('a second profile deep: the post, which leads back to the previous profile in the stack', () => {
    expect(
      profileBackTarget(
        { userId: 9, from: 'feed', previousFeedId: 30, originRoute: 'myLike', depth: 2 },
        [4, 7, 9],
      ),
    ).toEqual({ to: '/feed/30?from=profile&profileUserId=7&depth=1&originRoute=myLike' });
  });

  it('without a previous profile in the stack, the post leads to the origin', () => {
    expect(
      profileBackTarget(
        { userId: 9, from: 'feed', previousFeedId: 30, originRoute: 'myFeed', depth: 2 },
        [9],
      ),
    ).toEqual({ to: '/feed/30?from=myFeed' });
  });

  it.each([
    ['search', '/search?restored=true'],
    ['myLike', '/myPage/myLikeList?restored=true'],
    ['myFeed', '/myPage/myFeedList?restored=true'],
    ['home', '/?restored=true'],
  ] as const)('opened from the %s list: back to it', (from, to) => {
    expect(profileBackTarget({ userId: 7, from }, [7])).toEqual({ to });
  });

  it('with nothing known: home', () => {
    expect(profileBackTarget({ userId: 7 }, [])).toEqual({ to: '/?restored=true' });
  });
});

test('a post opened from a profile carries the profile’s chain', () => {
  expect(
    postFromProfileQuery({
      userId: 7,
      from: 'feed',
      previousFeedId: 12,
      originRoute: 'search',
      depth: 1,
    }),
  ).toEqual({
    from: 'profile',
    profileUserId: 7,
    originRoute: 'search',
    depth: 1,
    previousFeedId: 12,
  });
});
