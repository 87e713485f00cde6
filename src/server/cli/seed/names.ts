/**
 * Given names and surnames heard among Malis of Maharashtra, Marathi first and a share of Hindi
 * ones. Every name fits the profile form's lengths (first and middle 2 to 15, last 2 to 25).
 */
export const FEMALE_NAMES = [
  'Sunita', 'Priya', 'Ashwini', 'Snehal', 'Pooja', 'Rutuja', 'Kavita', 'Sonali', 'Pallavi', 'Swati',
  'Prajakta', 'Shraddha', 'Vaishali', 'Manisha', 'Madhuri', 'Aarti', 'Komal', 'Neha', 'Pranali', 'Sayali',
  'Shital', 'Dipali', 'Jyoti', 'Rupali', 'Monika', 'Supriya', 'Anjali', 'Bhagyashri', 'Gauri', 'Tejaswini',
  'Mrunal', 'Ankita', 'Priyanka', 'Sakshi', 'Shruti', 'Sneha', 'Rashmi', 'Savita', 'Vidya', 'Archana',
  'Kajal', 'Nikita', 'Rohini', 'Sarika', 'Yogita', 'Varsha', 'Pratiksha', 'Aishwarya', 'Sanika', 'Vrushali',
  'Dhanashri', 'Harshada', 'Ketaki', 'Minal', 'Radhika', 'Renuka', 'Sujata', 'Trupti', 'Vandana', 'Yamini',
  'Kalyani', 'Apurva', 'Sonal', 'Manasi', 'Shivani', 'Rakhi', 'Divya', 'Nisha', 'Pinki', 'Kiran',
] as const;

export const MALE_NAMES = [
  'Rahul', 'Sachin', 'Amol', 'Vishal', 'Sandeep', 'Ganesh', 'Mahesh', 'Nitin', 'Prashant', 'Sagar',
  'Akash', 'Rohit', 'Swapnil', 'Tushar', 'Yogesh', 'Pravin', 'Sunil', 'Vijay', 'Ajay', 'Santosh',
  'Sanjay', 'Manoj', 'Kiran', 'Nilesh', 'Vikas', 'Pankaj', 'Rajesh', 'Abhijit', 'Aniket', 'Omkar',
  'Shubham', 'Pratik', 'Kunal', 'Hemant', 'Mangesh', 'Sameer', 'Sudhir', 'Umesh', 'Vinod', 'Harshal',
  'Chetan', 'Kishor', 'Dinesh', 'Gaurav', 'Jitendra', 'Avinash', 'Nikhil', 'Rushikesh', 'Saurabh', 'Tejas',
  'Vaibhav', 'Dnyaneshwar', 'Ajinkya', 'Siddharth', 'Pradip', 'Anand', 'Deepak', 'Amit', 'Sumit', 'Ravi',
  'Ankush', 'Bhushan', 'Yash', 'Suraj', 'Atul', 'Hrushikesh', 'Mayur', 'Kapil', 'Vivek', 'Lalit',
] as const;

/** Fathers' names, which Marathi custom also gives as the middle name. */
export const FATHER_NAMES = [
  'Ramesh', 'Suresh', 'Dattatray', 'Vitthal', 'Pandurang', 'Shivaji', 'Balasaheb', 'Dnyaneshwar', 'Bhaskar',
  'Narayan', 'Arun', 'Ashok', 'Dilip', 'Prakash', 'Sopan', 'Maruti', 'Tukaram', 'Shankar', 'Eknath',
  'Baban', 'Sahebrao', 'Kisan', 'Raghunath', 'Madhukar', 'Vasant', 'Bhimrao', 'Anil', 'Sunil', 'Vijay',
  'Rajendra', 'Sanjay', 'Subhash', 'Ramdas', 'Dnyandev', 'Haribhau', 'Namdev', 'Dagadu', 'Bapurao',
  'Gopal', 'Mohan', 'Chandrakant', 'Shrikant', 'Rajaram', 'Kashinath', 'Uttam', 'Jagannath', 'Laxman',
] as const;

export const MOTHER_NAMES = [
  'Shobha', 'Sunanda', 'Mangal', 'Sushila', 'Lata', 'Usha', 'Asha', 'Kusum', 'Sindhu', 'Vimal',
  'Shantabai', 'Rukmini', 'Anusaya', 'Nanda', 'Sarla', 'Alka', 'Surekha', 'Vandana', 'Savita', 'Meena',
  'Suman', 'Kamal', 'Jayashri', 'Pushpa', 'Ujwala', 'Chhaya', 'Sadhana', 'Hirabai', 'Lilabai', 'Sangita',
] as const;

export const SURNAMES = [
  'Phule', 'Mali', 'Jadhav', 'Bhujbal', 'Raut', 'Kale', 'Gaikwad', 'Shinde', 'Pawar', 'Khaire',
  'Sonawane', 'Borse', 'Mahajan', 'Patil', 'Jagtap', 'Kshirsagar', 'Rasal', 'Zagade', 'Taware', 'Lokhande',
  'Salunkhe', 'Bhise', 'Ghule', 'Tupe', 'Kudale', 'Dhole', 'Wagh', 'Deore', 'Bhamre', 'Chaudhari',
  'Mhaske', 'Garud', 'Bhondve', 'Shendge', 'Wankhede', 'Nemade', 'Suryawanshi', 'Kapse', 'Lonkar', 'Zende',
  'Hinge', 'Jamdade', 'Thorat', 'Awhad', 'Satav', 'Kedari', 'Bankar', 'Dhumal', 'Saini', 'Kushwaha',
] as const;
