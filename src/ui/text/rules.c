/* rules.c - the rules reference by language. */
#include "text_internal.h"

int ui_rules(UiLang lang, const UiRulesSection **sections)
{
    switch (lang) {
    case UI_LANG_FR:
        *sections = ui_rules_fr;
        return ui_rules_fr_count;
    case UI_LANG_DE:
        *sections = ui_rules_de;
        return ui_rules_de_count;
    case UI_LANG_PL:
        *sections = ui_rules_pl;
        return ui_rules_pl_count;
    default:
        *sections = ui_rules_en;
        return ui_rules_en_count;
    }
}
