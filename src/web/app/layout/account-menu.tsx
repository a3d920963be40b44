import { ChevronDown } from "lucide-react";
import { Suspense } from "react";
import type { Me } from "#shared/contracts/me.ts";
import { Avatar } from "#web/components/avatar.tsx";
import { NotificationsLink } from "#web/features/notifications/notifications-link.tsx";
import { richText, useT } from "#web/lib/i18n.tsx";
import { lazyWithPreload } from "#web/lib/lazy-with-preload.ts";
import { useIsDesktop } from "#web/lib/use-media-query.ts";
import { useOnDemand } from "#web/lib/use-on-demand.ts";
import { useLogOut } from "./log-out.ts";

export interface AccountMenuProps {
  me: Me;
  onLogOut: () => void;
  isDesktop: boolean;
}

export function TriggerContent({ me }: { me: Me }) {
  const t = useT();
  return (
    <>
      <Avatar avatarUrl={me.avatarUrl} photoUrl={me.photoUrl} handle={me.handle} size={28} />
      <span className="max-w-[10rem] truncate">{me.displayName || t("common.guest")}</span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
}

export const triggerClass =
  "flex min-h-11 items-center gap-2 rounded-md px-2 py-1 font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-amber-400";

export function PhoneTriggerContent({ me }: { me: Me }) {
  const t = useT();
  return (
    <>
      <Avatar avatarUrl={me.avatarUrl} photoUrl={me.photoUrl} handle={me.handle} size={28} />
      <span>
        {richText(t("layout.accountMenu"), {
          hidden: (text) => <span className="sr-only">{text}</span>,
        })}
      </span>
    </>
  );
}

// The menu's code (Radix's menu and dialog, positioning: about 30 KB) loads when someone reaches
// for it, not before the page answers (decisions/014, 027).
const AccountMenuRadix = lazyWithPreload<AccountMenuProps & { open: boolean; focusTrigger: boolean }>(
  () => import("./account-menu-radix.tsx"),
);

/** Until its code is here, a plain button of the same look (useOnDemand). */
function Menu(props: Omit<AccountMenuProps, "isDesktop">) {
  const isDesktop = useIsDesktop();
  // Radix's menu opens on pointer down, its dialog on click.
  const { ready, placeholderProps } = useOnDemand(AccountMenuRadix, {
    opensOn: isDesktop ? "pointerdown" : "click",
  });
  const placeholder = (
    <button {...placeholderProps} aria-haspopup={isDesktop ? "menu" : "dialog"} className={triggerClass}>
      {isDesktop ? <TriggerContent me={props.me} /> : <PhoneTriggerContent me={props.me} />}
    </button>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuRadix
        {...props}
        isDesktop={isDesktop}
        open={ready.open}
        focusTrigger={ready.focusTrigger}
      />
    </Suspense>
  );
}

export default function AccountMenu({ me }: { me: Me }) {
  const logOut = useLogOut();
  const t = useT();
  return (
    <>
      <NotificationsLink />
      <Menu me={me} onLogOut={() => void logOut.mutate()} />
      {logOut.error ? (
        <p role="alert" className="px-2 text-sm font-bold text-amber-200">
          {t("layout.logOutFailed")}
        </p>
      ) : null}
    </>
  );
}
