import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { type MouseEvent, useRef } from "react";

/**
 * The second press of a double press: the browser counts the clicks (or taps) of one gesture
 * in `detail`, by the device's own double-click setting. A keyboard press counts 0.
 */
function isRepeat(event?: { detail?: number }) {
  return (event?.detail ?? 0) > 1;
}

/**
 * A control that acts on the server once per press (issue 23: Join, Leave, Like, Save,
 * Approve, Reject, Send, Publish). A press is ignored while the previous one is under way —
 * checked on a ref, so that a second tap that arrives before React re-renders is caught too —
 * and when it is the second click of a double click or tap, whose first already acted (the
 * server may have answered in between, and the button now means the opposite).
 *
 * `press(variables, event)` for an onClick; `submitProps` for a form's submit button (its
 * onSubmit then calls `press(variables)`); `pending` to show it (aria-disabled).
 */
export function useSinglePress<TData = unknown, TVariables = void>(
  options: UseMutationOptions<TData, Error, TVariables>,
) {
  const mutation = useMutation(options);
  const underWay = useRef(false);
  const press = (variables: TVariables, event?: { detail?: number }) => {
    if (underWay.current || isRepeat(event)) return;
    underWay.current = true;
    mutation
      .mutateAsync(variables)
      .catch(() => undefined) // the mutation's onError tells the person
      .finally(() => {
        underWay.current = false;
      });
  };
  const pending = mutation.isPending;
  return {
    ...mutation,
    press,
    pending,
    /** Props of the button that presses: aria-disabled while under way. */
    pressProps: { "aria-disabled": pending || undefined },
    /** Props of a form's submit button: a repeated or overlapping press submits nothing. */
    submitProps: {
      "aria-disabled": pending || undefined,
      onClick: (event: MouseEvent) => {
        if (underWay.current || isRepeat(event)) event.preventDefault();
      },
    },
  };
}
