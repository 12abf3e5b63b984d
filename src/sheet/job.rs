//! One print job for a class (`sheet --one-file`): every version's sheet, answer sheet
//! and key in one HTML file, each part starting a new page, so a whole class prints at
//! once and each student's pages come out together.

use std::fmt::Write;

use crate::i18n::Localizer;

use super::html::{TAIL, head};
use super::{Paper, card, clean_document, html, page_footer_css};

/// The file the job is written to.
pub const FILE: &str = "print.html";

/// Each part starts a page; on screen a rule shows where.
const CSS: &str = ".print-part + .print-part { break-before: page; page-break-before: always; }
@media screen { .print-part + .print-part { border-top: 1px dashed #888; margin-top: 10mm; padding-top: 10mm; } }
";

/// The parts so far, and the page rules that give each its own page foot.
pub struct PrintJob {
    answer_sheets: bool,
    keys: bool,
    pages: String,
    parts: String,
    count: usize,
}

impl PrintJob {
    /// A job of each version's sheet, then its answer sheet and its key if asked for.
    pub fn new(answer_sheets: bool, keys: bool) -> PrintJob {
        PrintJob {
            answer_sheets,
            keys,
            pages: String::new(),
            parts: String::new(),
            count: 0,
        }
    }

    /// Adds one version's parts.
    pub fn add(&mut self, paper: &Paper<'_>, l: &Localizer) {
        let footer = page_footer_css(paper, l, false);
        self.part(&html::body(paper, l, false), &footer);
        if self.answer_sheets {
            self.part(&card::body(paper, l), &footer);
        }
        if self.keys {
            self.part(
                &html::body(paper, l, true),
                &page_footer_css(paper, l, true),
            );
        }
    }

    /// A part on pages of its own name (CSS named pages), so their foot names its
    /// student and version as the part's own file would.
    fn part(&mut self, body: &str, footer: &str) {
        self.count += 1;
        let n = self.count;
        let _ = writeln!(
            self.pages,
            "@page p{n} {{ @bottom-center {{ content: {footer}; }} }}\n.p{n} {{ page: p{n}; }}"
        );
        let _ = write!(
            self.parts,
            "<div class=\"print-part p{n}\">\n{body}</div>\n"
        );
    }

    /// The whole document.
    pub fn finish(self, title: &str, l: &Localizer) -> String {
        let mut out = head(title, "counter(page)", l);
        let card = if self.answer_sheets { card::CSS } else { "" };
        let _ = writeln!(out, "<style>\n{CSS}{card}{}</style>", self.pages);
        out.push_str(&self.parts);
        out.push_str(TAIL);
        clean_document(out)
    }
}
