/**
 * GitHub's limit on a comment's body, for both of our marked comments: the marker comes first, so a cut never loses
 * it. Pure text (the agent's start path renders the status comment without loading GitHub's client).
 */
import { cutWithNote } from '../text/cut.js'

/** GitHub refuses comment bodies over 65,536 characters; stay below with room to spare. */
export const COMMENT_LIMIT = 65_000

/** The note a cut body ends with (an earlier version's texts are read without it, marker-text.ts). */
export const CUT_NOTE = '\n\n…(cut to fit GitHub’s comment size limit)\n'

/** Cuts to max characters without splitting a surrogate pair, saying that it was cut. */
export const truncate = (text: string, max = COMMENT_LIMIT): string => cutWithNote(text, max, CUT_NOTE)
