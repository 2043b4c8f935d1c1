/** Where one pre-built's answer is kept, for its page and for the data page it is drawn in. */
export const getPcQueryKey = (useCase: string, id: string) => ['getPc', useCase, id] as const;
