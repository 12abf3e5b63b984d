//! The classroom server's tables (`serve`): a quiz with its teacher's token and
//! settings, the students who joined it with the items drawn for each, and every
//! answer. Settings and papers are JSON the server writes; this module keeps them as
//! text. A batch of answers is one transaction, synced before it returns, so an answer
//! acknowledged to a student survives `kill -9`.

use rusqlite::{OptionalExtension, Transaction, TransactionBehavior, params};

use super::{Store, StoreError, signed, unsigned};

/// A quiz as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassQuiz {
    pub id: i64,
    pub created: u64,
    pub title: String,
    pub teacher_token: String,
    /// The server's settings (JSON).
    pub settings: String,
    /// Live mode: the item the class is on (0: not started).
    pub current: u32,
    /// Live mode: when the current item was shown, and whether its answer was revealed.
    pub asked_at: u64,
    pub revealed: bool,
    pub closed: bool,
}

/// A student who joined.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassStudent {
    pub id: i64,
    pub token: String,
    pub name: String,
    pub lang: String,
    pub joined: u64,
    /// The items drawn for this student, keys included (JSON).
    pub paper: String,
}

/// One answer, recorded once.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassAnswer {
    pub student_id: i64,
    pub number: u32,
    pub answer: String,
    /// How it was marked (`right`, `wrong`, `blank`, `unreadable`).
    pub mark: String,
    pub at: u64,
}

/// A quiz with everything recorded for it.
#[derive(Debug, Clone, PartialEq)]
pub struct Classroom {
    pub quiz: ClassQuiz,
    pub students: Vec<ClassStudent>,
    pub answers: Vec<ClassAnswer>,
}

impl Store {
    /// The latest quiz not closed, with its students and answers.
    pub fn open_classroom(&self) -> Result<Option<Classroom>, StoreError> {
        self.read_classroom().map_err(|error| StoreError::Read {
            path: self.path.clone(),
            error,
        })
    }

    fn read_classroom(&self) -> rusqlite::Result<Option<Classroom>> {
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Deferred)?;
        let quiz = tx
            .query_row(
                "SELECT id, created, title, teacher_token, settings, current, closed, asked_at,
                 revealed FROM class_quizzes WHERE closed = 0 ORDER BY id DESC LIMIT 1",
                [],
                |row| {
                    Ok(ClassQuiz {
                        id: row.get(0)?,
                        created: unsigned(row.get(1)?),
                        title: row.get(2)?,
                        teacher_token: row.get(3)?,
                        settings: row.get(4)?,
                        current: row.get(5)?,
                        closed: row.get(6)?,
                        asked_at: unsigned(row.get(7)?),
                        revealed: row.get(8)?,
                    })
                },
            )
            .optional()?;
        let Some(quiz) = quiz else {
            return Ok(None);
        };
        let students = tx
            .prepare(
                "SELECT id, token, name, lang, joined, paper FROM class_students
                 WHERE quiz_id = ?1 ORDER BY id",
            )?
            .query_map([quiz.id], |row| {
                Ok(ClassStudent {
                    id: row.get(0)?,
                    token: row.get(1)?,
                    name: row.get(2)?,
                    lang: row.get(3)?,
                    joined: unsigned(row.get(4)?),
                    paper: row.get(5)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let answers = tx
            .prepare(
                "SELECT a.student_id, a.number, a.answer, a.mark, a.at FROM class_answers a
                 JOIN class_students s ON s.id = a.student_id
                 WHERE s.quiz_id = ?1 ORDER BY a.at, a.student_id, a.number",
            )?
            .query_map([quiz.id], |row| {
                Ok(ClassAnswer {
                    student_id: row.get(0)?,
                    number: row.get(1)?,
                    answer: row.get(2)?,
                    mark: row.get(3)?,
                    at: unsigned(row.get(4)?),
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(Some(Classroom {
            quiz,
            students,
            answers,
        }))
    }

    /// A new quiz; returns its id.
    pub fn new_classroom(
        &self,
        created: u64,
        title: &str,
        teacher_token: &str,
        settings: &str,
    ) -> Result<i64, StoreError> {
        self.conn
            .execute(
                "INSERT INTO class_quizzes (created, title, teacher_token, settings)
                 VALUES (?1, ?2, ?3, ?4)",
                params![signed(created), title, teacher_token, settings],
            )
            .map(|_| self.conn.last_insert_rowid())
            .map_err(|e| self.save_error(e))
    }

    /// A student joins `quiz`; returns the student's id.
    pub fn add_class_student(&self, quiz: i64, student: &ClassStudent) -> Result<i64, StoreError> {
        self.conn
            .execute(
                "INSERT INTO class_students (quiz_id, token, name, lang, joined, paper)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    quiz,
                    student.token,
                    student.name,
                    student.lang,
                    signed(student.joined),
                    student.paper
                ],
            )
            .map(|_| self.conn.last_insert_rowid())
            .map_err(|e| self.save_error(e))
    }

    /// Records answers in one transaction. A second answer to the same item is a
    /// constraint error, and none of the batch is kept.
    pub fn record_class_answers(&self, answers: &[ClassAnswer]) -> Result<(), StoreError> {
        let run = || -> rusqlite::Result<()> {
            let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
            {
                let mut insert = tx.prepare_cached(
                    "INSERT INTO class_answers (student_id, number, answer, mark, at)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                )?;
                for a in answers {
                    insert.execute(params![
                        a.student_id,
                        a.number,
                        a.answer,
                        a.mark,
                        signed(a.at)
                    ])?;
                }
            }
            tx.commit()
        };
        run().map_err(|e| self.save_error(e))
    }

    /// Live mode: the item the class is on, shown at `asked_at`, its answer not yet
    /// revealed.
    pub fn set_class_current(
        &self,
        quiz: i64,
        current: u32,
        asked_at: u64,
    ) -> Result<(), StoreError> {
        self.conn
            .execute(
                "UPDATE class_quizzes SET current = ?2, asked_at = ?3, revealed = 0 WHERE id = ?1",
                params![quiz, current, signed(asked_at)],
            )
            .map(|_| ())
            .map_err(|e| self.save_error(e))
    }

    /// Live mode: the current item's answer is shown on the projector.
    pub fn reveal_class_item(&self, quiz: i64) -> Result<(), StoreError> {
        self.conn
            .execute(
                "UPDATE class_quizzes SET revealed = 1 WHERE id = ?1",
                [quiz],
            )
            .map(|_| ())
            .map_err(|e| self.save_error(e))
    }

    /// A student's seat goes to another browser (the teacher approved): a new token,
    /// the old one no longer works.
    pub fn set_class_student_token(&self, student: i64, token: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "UPDATE class_students SET token = ?2 WHERE id = ?1",
                params![student, token],
            )
            .map(|_| ())
            .map_err(|e| self.save_error(e))
    }

    /// The teacher closes the quiz: no more answers, and the next `serve` starts anew.
    pub fn close_classroom(&self, quiz: i64) -> Result<(), StoreError> {
        self.conn
            .execute("UPDATE class_quizzes SET closed = 1 WHERE id = ?1", [quiz])
            .map(|_| ())
            .map_err(|e| self.save_error(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(student_id: i64, number: u32) -> ClassAnswer {
        ClassAnswer {
            student_id,
            number,
            answer: "B".into(),
            mark: "right".into(),
            at: 10,
        }
    }

    #[test]
    fn a_quiz_and_its_answers_are_read_back_after_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("class.sqlite3");
        let (store, _) = Store::open_file(&path).unwrap();
        assert_eq!(store.open_classroom().unwrap(), None);
        let quiz = store.new_classroom(5, "测验", "t0k", "{}").unwrap();
        let student = ClassStudent {
            id: 0,
            token: "s1".into(),
            name: "李伟".into(),
            lang: "zh-CN".into(),
            joined: 6,
            paper: "[]".into(),
        };
        let id = store.add_class_student(quiz, &student).unwrap();
        store
            .record_class_answers(&[answer(id, 1), answer(id, 2)])
            .unwrap();
        // The same item twice: refused, and nothing of that batch kept.
        assert!(
            store
                .record_class_answers(&[answer(id, 3), answer(id, 1)])
                .is_err()
        );
        store.set_class_current(quiz, 2, 9).unwrap();
        store.reveal_class_item(quiz).unwrap();
        drop(store);
        let (store, _) = Store::open_file(&path).unwrap();
        let class = store.open_classroom().unwrap().unwrap();
        assert_eq!(class.quiz.title, "测验");
        assert_eq!(class.quiz.current, 2);
        assert_eq!((class.quiz.asked_at, class.quiz.revealed), (9, true));
        assert_eq!(class.students[0].name, "李伟");
        assert_eq!(class.students[0].id, id);
        let numbers: Vec<u32> = class.answers.iter().map(|a| a.number).collect();
        assert_eq!(numbers, [1, 2]);
        store.close_classroom(quiz).unwrap();
        assert_eq!(store.open_classroom().unwrap(), None);
    }
}
