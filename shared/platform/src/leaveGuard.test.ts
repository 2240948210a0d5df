import { confirmLeave, holdLeave, isLeaveHeld } from '@kfeed/platform/leaveGuard';

it('asks the holder while held, and lets go after the release', async () => {
  await expect(confirmLeave()).resolves.toBe(true);
  const ask = jest.fn(async () => false);
  const release = holdLeave(ask);
  expect(isLeaveHeld()).toBe(true);
  await expect(confirmLeave()).resolves.toBe(false);
  expect(ask).toHaveBeenCalledTimes(1);
  release();
  expect(isLeaveHeld()).toBe(false);
  await expect(confirmLeave()).resolves.toBe(true);
});

it('a stale release does not drop the newer holder', async () => {
  const releaseOld = holdLeave(async () => true);
  const releaseNew = holdLeave(async () => false);
  releaseOld();
  await expect(confirmLeave()).resolves.toBe(false);
  releaseNew();
});
