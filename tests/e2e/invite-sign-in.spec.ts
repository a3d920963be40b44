import {
  expect,
  expectNoAxeViolations,
  NOT_FOUND_RESPONSE,
  newPersonPage,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

test("an invitee's sign-in page names the run and checklist of a working invite link, and nothing else (issue 35)", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signIn(page, uniquePerson("host"));
  const list = await (await page.request.get("/api/checklists?perPage=50")).json();
  const checklist = list.items.find((item: { customId: string }) => item.customId === "first-night-survival");
  const write = { headers: { origin: baseURL ?? "" } };
  const started = await page.request.post(`/api/checklists/${checklist.id}/runs`, {
    ...write,
    data: { name: "Secret Base" },
  });
  expect(started.status()).toBe(201);
  const run = await started.json();
  const invite = await page.request.post(`/api/runs/${run.id}/invite`, write);
  const { invitePath } = await invite.json();

  const guest = await newPersonPage(browser, [NOT_FOUND_RESPONSE]);
  const refused = guest.page.waitForResponse((response) => response.url().includes("/invitations/"));
  await guest.page.goto(`/runs/${run.id}/join/not-the-token`);
  await expect(guest.page).toHaveURL(/\/sign-in/);
  expect((await refused).status()).toBe(404);
  await expect(guest.page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expect(guest.page.getByRole("main")).not.toContainText("Secret Base");
  await expect(guest.page.getByRole("main")).not.toContainText("First Night Survival");

  await guest.page.goto(invitePath);
  await expect(guest.page).toHaveURL(/\/sign-in/);
  await expect(guest.page.getByRole("main")).toContainText(
    "Sign in to join Secret Base on First Night Survival",
  );
  await expectNoAxeViolations(guest.page);
  await signIn(guest.page, uniquePerson("invitee"));
  await expect(guest.page).toHaveURL(invitePath);
});
