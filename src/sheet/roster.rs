//! A class roster: one student a line, `name[,class]`, as a spreadsheet saves it.

use crate::csv::{self, CsvError};

/// The person a personalised version is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Student {
    pub name: String,
    pub class: Option<String>,
}

/// A roster: one student a line, `name[,class]`; a header line (`name`, `姓名`), blank
/// lines and `#` comments before the first row are skipped (`#1 Alice` after it is a name).
/// A line that is not CSV is an error with its line number.
pub fn read_roster(text: &str) -> Result<Vec<Student>, (usize, CsvError)> {
    let rows = csv::rows(text)?;
    Ok(rows
        .into_iter()
        .enumerate()
        .filter(|(i, (_, cells))| {
            let first = cells.first().map(|c| c.to_lowercase()).unwrap_or_default();
            !(*i == 0 && ["name", "student", "姓名", "学生", "學生"].contains(&first.as_str()))
        })
        .filter_map(|(_, (_, cells))| {
            let name = cells.first()?.trim().to_string();
            (!name.is_empty()).then(|| Student {
                name,
                class: cells
                    .get(1)
                    .map(|c| c.trim().to_string())
                    .filter(|c| !c.is_empty()),
            })
        })
        .collect())
}
