import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../toast';

export interface FormOptions<F, R> {
  initial: F;
  /** The contract's rule set for this form (the function the server runs): the first broken rule's message. */
  check: (fields: F) => string | undefined;
  /** Sends the form. A refusal is toasted where it is made (`request` shows the server's message) and thrown. */
  submit: (fields: F) => Promise<R>;
  /** After a success, if the form is still on screen. */
  onSuccess?: (result: R, fields: F) => unknown;
  /** After a refusal or a network failure, if the form is still on screen. What was typed stays. */
  onError?: (error: unknown, fields: F) => void;
}

export interface Form<F> {
  fields: F;
  setFields: (update: (current: F) => F) => void;
  /** The value and change handler of one field, for `<Field {...form.field('name')} />`. */
  field: <K extends keyof F>(name: K) => { value: F[K]; onChange: (value: F[K]) => void };
  /** Checks the rules (toasting the first broken one), then sends; ignored while a submit is in flight. */
  submit: () => void;
  busy: boolean;
}

/** One form: its fields, the contract's rules before sending, one submit at a time. */
export function useForm<F extends object, R>(options: FormOptions<F, R>): Form<F> {
  const [fields, setFields] = useState<F>(options.initial);
  // A second tap can arrive before React re-renders with isPending.
  const inFlight = useRef(false);
  // An answer is acted on only while the form is on screen: one that comes after the player left (a slow
  // server, a retry) neither toasts nor navigates.
  const onScreen = useRef(false);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  const mutation = useMutation({
    mutationFn: options.submit,
    onSuccess: (result, sent) => (onScreen.current ? options.onSuccess?.(result, sent) : undefined),
    onError: (error, sent) => {
      if (onScreen.current) options.onError?.(error, sent);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    fields,
    setFields,
    field: (name) => ({
      value: fields[name],
      onChange: (value) => {
        setFields((current) => ({ ...current, [name]: value }));
      },
    }),
    submit: () => {
      if (inFlight.current) return;
      const broken = options.check(fields);
      if (broken) {
        toast.fail(broken);
        return;
      }
      inFlight.current = true;
      mutation.mutate(fields);
    },
    busy: mutation.isPending,
  };
}
