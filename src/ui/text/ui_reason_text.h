/* ui_reason_text.h - a bot's reason (AiReason) in the player's language. */
#ifndef YS_UI_REASON_TEXT_H
#define YS_UI_REASON_TEXT_H

#include "ys/ai.h"

/* The reason in the language in use; returns the length ("" for
 * AI_WHY_NONE or NULL). */
int ui_reason_text(const AiReason *r, char *buf, int len);
/* The reason as a move's caption adds it (after S_WHY_JOIN): what the
 * caption does not say already; "" when it says it all. */
int ui_reason_caption(const AiReason *r, char *buf, int len);
/* The text of reason kind why in lang (UiLang), before its arguments;
 * NULL for AI_WHY_NONE or an unknown kind or language. */
const char *ui_reason_template(int why, int lang);

#endif
