import { confirmLeave, hasLeaveGuard, setLeaveGuard } from '@kfeed/platform/leaveGuard';

test('without a guard leaving is allowed; a guard decides while installed', async () => {
  await expect(confirmLeave()).resolves.toBe(true);
  const remove = setLeaveGuard(() => Promise.resolve(false));
  expect(hasLeaveGuard()).toBe(true);
  await expect(confirmLeave()).resolves.toBe(false);
  remove();
  expect(hasLeaveGuard()).toBe(false);
  await expect(confirmLeave()).resolves.toBe(true);
});

test('removing an old guard leaves a newer one in place', async () => {
  const removeOld = setLeaveGuard(() => Promise.resolve(true));
  const removeNew = setLeaveGuard(() => Promise.resolve(false));
  removeOld();
  await expect(confirmLeave()).resolves.toBe(false);
  removeNew();
});
