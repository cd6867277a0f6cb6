/**
 * Test support: `createTestModel` (xstate/graph) refuses machines that invoke actors, yet every
 * form machine here does its call through an invoked actor. The model is therefore the same
 * machine with each invoke replaced by plain transitions on the events the invoked call would
 * send ('xstate.done.actor.<id>' and 'xstate.error.actor.<id>'), so the generated paths include
 * the call's answers and the test plays them through a fake actor.
 */
import { createMachine, fromPromise, type AnyStateMachine } from 'xstate';

type Config = Record<string, unknown>;

function withoutInvocations(node: Config): Config {
  const { invoke, states, on, ...rest } = node as { invoke?: unknown; states?: Record<string, Config>; on?: Config };
  const invocations = (invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) as Config[];
  const answers: Config = {};
  for (const invocation of invocations) {
    if (typeof invocation.id !== 'string') throw new Error('Give every invoke an id so its answers can be modelled');
    if (invocation.onDone) answers[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
    if (invocation.onError) answers[`xstate.error.actor.${invocation.id}`] = invocation.onError;
  }
  const transitions = { ...on, ...answers };
  return {
    ...rest,
    ...(Object.keys(transitions).length > 0 ? { on: transitions } : {}),
    ...(states ? { states: Object.fromEntries(Object.entries(states).map(([key, child]) => [key, withoutInvocations(child)])) } : {}),
  };
}

/** The machine's model for createTestModel: same states, guards and actions, invokes turned into answer events. */
export function modelOf<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return createMachine(withoutInvocations(machine.config as Config) as never, machine.implementations as never) as unknown as TMachine;
}

/**
 * A fake for an injected call whose answer the test gives later: `logic` goes into
 * `machine.provide({ actors })`; `answer` settles the call in flight the way a model step says.
 */
export function controlledCall<TOutput, TInput>() {
  const calls: TInput[] = [];
  let pending: { resolve: (output: TOutput) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    calls.push(input);
    return new Promise<TOutput>((resolve, reject) => (pending = { resolve, reject }));
  });
  const take = () => {
    if (!pending) throw new Error('No call in flight');
    const current = pending;
    pending = null;
    return current;
  };
  return {
    logic,
    calls,
    resolve: (output: TOutput) => take().resolve(output),
    reject: (error: unknown) => take().reject(error),
  };
}
